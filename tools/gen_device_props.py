#!/usr/bin/env python3
"""Generates cudacore_device_properties: one int field per CUdevice_attribute.

Reads the CUdevice_attribute enum of the local toolkit's cuda.h and writes
two generated parts of cudacore.h (tools/amalgamate.c then inlines them):
  src/gen/device_properties.h       the public struct (declarations)
  src/gen/device_property_table.c   {attribute, offset} rows (implementation)
Every attribute gets a field named after it in lower case
(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK -> max_threads_per_block). An alias
that repeats another attribute's value is skipped; attributes marked deprecated
are kept (the driver still answers them). --check compares instead of writing.
"""
import argparse
import difflib
import os
import re
import sys

PREFIX = "CU_DEVICE_ATTRIBUTE_"


def parse_attributes(cuda_h):
    text = open(cuda_h, encoding="utf-8").read()
    m = re.search(r"typedef enum CUdevice_attribute_enum\s*\{(.*?)\}\s*CUdevice_attribute;", text, re.S)
    if not m:
        sys.exit("gen_device_props: CUdevice_attribute not found in " + cuda_h)
    attrs, seen = [], set()
    for line in m.group(1).splitlines():
        e = re.match(r"\s*(" + PREFIX + r"\w+)\s*=\s*(\d+)\s*,?\s*(?:/\*\*<(.*?)\*/)?", line)
        if not e:
            continue
        name, value, note = e.group(1), int(e.group(2)), (e.group(3) or "").strip()
        if name.endswith("_MAX") or value in seen:
            continue
        seen.add(value)
        note = re.sub(r"\s+", " ", note).replace("*/", "")
        attrs.append((name[len(PREFIX):].lower(), name, value, "deprecated" in note.lower()))
    return attrs


def emit(attrs):
    decl = ["typedef struct cudacore_device_properties {"]
    for field, name, value, deprecated in attrs:
        decl.append("    int %s;%s" % (field, "  /* deprecated by NVIDIA */" if deprecated else ""))
    decl.append("} cudacore_device_properties;")
    impl = ["typedef struct cudacore__device_property { int attribute; size_t offset; const char *name; } cudacore__device_property;",
            "static const cudacore__device_property cudacore__device_property_table[] = {"]
    for field, name, value, _ in attrs:
        impl.append("    {%d, offsetof(cudacore_device_properties, %s), \"%s\"}," % (value, field, field))
    impl.append("};")
    return {"device_properties": "\n".join(decl) + "\n", "device_property_table": "\n".join(impl) + "\n"}


def patch(text, regions):
    for name, body in regions.items():
        pat = re.compile(r"(/\* CUDACORE_GENERATED_BEGIN\(%s\)[^\n]*\*/\n)(.*?)(/\* CUDACORE_GENERATED_END\(%s\) \*/)" % (name, name), re.S)
        if not pat.search(text):
            sys.exit("gen_device_props: region %s not found" % name)
        text = pat.sub(lambda m: m.group(1) + body + m.group(3), text)
    return text


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cuda-home", default=os.environ.get("CUDA_HOME") or "/usr/local/cuda")
    ap.add_argument("--src", default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src"),
                    help="the parts folder: writes gen/device_properties.h and gen/device_property_table.c")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    attrs = parse_attributes(os.path.join(args.cuda_home, "include", "cuda.h"))
    stale = 0
    for name, body in emit(attrs).items():
        path = os.path.join(args.src, "gen", name + (".c" if name == "device_property_table" else ".h"))
        old = open(path, encoding="utf-8").read()
        new = patch(old, {name: body})
        if old == new:
            continue
        if args.check:
            sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), path, path + " (regenerated)"))
            stale = 1
        else:
            open(path, "w", encoding="utf-8").write(new)
    if args.check:
        return stale
    print("gen_device_props: %d device properties" % len(attrs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
