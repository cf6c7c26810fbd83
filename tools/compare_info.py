#!/usr/bin/env python3
"""Checks cudacore-info --json against cuda.core and nvidia-smi on the same machine.

Usage: python3 tools/compare_info.py build/cudacore-info
Every property cuda.core's Device(0).properties exposes under the same name must
match cudacore's value; name, UUID, PCI bus id, compute capability and memory must
match nvidia-smi. Prints a summary and exits non-zero on any mismatch."""
import json
import subprocess
import sys


def main():
    info = json.loads(subprocess.check_output([sys.argv[1], "--json"]))
    dev = info["devices"][0]
    bad = []
    from cuda.core import Device
    d = Device(0)
    props = d.properties
    compared = 0
    for name, value in dev["properties"].items():
        if hasattr(props, name):
            theirs = getattr(props, name)
            if isinstance(theirs, bool):
                theirs = int(theirs)
            if isinstance(theirs, int):
                compared += 1
                if theirs != value:
                    bad.append("property %s: cudacore %s, cuda.core %s" % (name, value, theirs))
    if d.name != dev["name"]:
        bad.append("name: %r vs cuda.core %r" % (dev["name"], d.name))
    if str(d.uuid).lower() != dev["uuid"].lower():
        bad.append("uuid: %s vs cuda.core %s" % (dev["uuid"], d.uuid))
    if tuple(d.compute_capability) != tuple(dev["compute_capability"]) or d.arch != dev["arch"]:
        bad.append("compute capability: %s/%s vs cuda.core %s/%s" % (dev["compute_capability"], dev["arch"], tuple(d.compute_capability), d.arch))
    smi = subprocess.check_output(["nvidia-smi", "--query-gpu=name,uuid,pci.bus_id,memory.total,driver_version", "--format=csv,noheader,nounits"], text=True).splitlines()[0]
    name, uuid, bus, mem_mib, drv = [x.strip() for x in smi.split(",")]
    if name != dev["name"]:
        bad.append("name vs nvidia-smi: %r vs %r" % (dev["name"], name))
    if uuid.lower().replace("gpu-", "") != dev["uuid"].lower():
        bad.append("uuid vs nvidia-smi: %s vs %s" % (dev["uuid"], uuid))
    if bus.lower()[-12:] != dev["pci_bus_id"].lower()[-12:]:
        bad.append("pci bus id vs nvidia-smi: %s vs %s" % (dev["pci_bus_id"], bus))
    # nvidia-smi reports the physical size; the driver (cuDeviceTotalMem, as cuda.core)
    # reports what is usable, about 0.6% less on an H100: allow 1%.
    if not 0.99 <= dev["total_memory"] / 2**20 / float(mem_mib) <= 1.0:
        bad.append("memory vs nvidia-smi: %d MiB vs %s MiB" % (dev["total_memory"] // 2**20, mem_mib))
    print("cudacore-info vs cuda.core: %d properties compared; vs nvidia-smi: name, uuid, pci bus id, memory (driver %s)" % (compared, drv))
    for b in bad:
        print("MISMATCH", b)
    print("compare_info: %s" % ("OK" if not bad else "%d mismatches" % len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
