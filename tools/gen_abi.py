#!/usr/bin/env python3
"""gen_abi.py - generate cudacore's private copy of the CUDA host ABI.

cudacore.h must compile without any CUDA header, so it carries its own
declarations of the CUDA driver / NVRTC / nvJitLink / NCCL types, constants
and function signatures.  This script derives them from the toolkit headers
installed on this machine (and nccl.h: the toolkit's include folder, else
/usr/include, else --nccl-include) and writes them as generated regions, each
a part of its own: src/gen/<name>.h or .c, the text between (and with) its
CUDACORE_GENERATED_BEGIN(<name>) and CUDACORE_GENERATED_END(<name>) marker
comments, which tools/amalgamate.c inlines into cudacore.h and cudabind.h
where a part includes it.  nccl.h goes into regions of
its own (nccl_abi, nccl_fn_tables), so the toolkit regions do not depend on it;
its macros include function-like ones (NCCL_VERSION), brace initializers
(NCCL_CONFIG_INITIALIZER) and C library constants (INT_MIN, written as values).
The NVTX v3 client's facts (include/nvtx3) go into nvtx_abi (section 6c).
NVML has no header on our machines: tools/nvml_abi.txt describes the subset
cudacore uses, and section 6d writes it into nvml_abi; cudabind.h's NVML
wrappers come from the same description.

Layout of this file (parsing and emission are kept apart so that a later
emitter for cudabind.h can reuse the model):

  1. C type model          Named / Pointer / Array / FuncType, a parser for
                           clang's printed types and a declarator renderer
  2. toolkit model         load_model(): runs clang's JSON AST dump and -dM,
                           scans header text, returns a Model
  3. manifest              tools/abi_manifest.txt: pinned driver ABIs, the
                           NVRTC / nvJitLink function lists, extra root types
  4. function tables       build_api(): manifest + model -> ApiFunction list
  5. type closure          closure / topological order over emission nodes
  6. emitters              one function per generated region of cudacore.h
                           (6b: cudabind.h; 6c: the NVTX protocol, from
                           include/nvtx3; 6d: NVML, from tools/nvml_abi.txt)
  7. region patching, --update-manifest, CLI

Usage:
  python3 tools/gen_abi.py [--cuda-home DIR] [--nccl-include DIR] [--src DIR]
                           [--check] [--update-manifest] [--manifest PATH]
                           [--nvml-abi PATH] [--clang EXE]

Reuse (phase 2, cudabind.h): load_model() gives every toolkit type and
function; build_api() the manifest's functions with signatures and ABI pins;
TypeGraph spells/orders any set of types; CudacoreEmitter(model, man).nodes is
the set of type nodes cudacore.h already declares (skip those).

Only the Python 3.11 standard library, clang (for -ast-dump=json) and,
optionally, nm are required.
"""

from __future__ import annotations

import argparse
import difflib
import heapq
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field, replace
from typing import Callable, Iterable, Optional

TOOLS_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_DIR = os.path.dirname(TOOLS_DIR)

# Library headers whose declarations are mirrored, in emission order.
# (nvvm.h sits in include/ since CUDA 13, in nvvm/include/ before.)
# cudaGL.h (OpenGL interop) is parsed against a two-line stand-in for
# <GL/gl.h> (GL_STUB below), so no OpenGL headers are needed.
LIB_HEADERS = ('cuda.h', 'cudaGL.h', 'nvrtc.h', 'nvJitLink.h', 'nvvm.h')
DRIVER_HEADERS = ('cuda.h', 'cudaGL.h')
TYPEDEFS_HEADERS = ('cudaTypedefs.h', 'cudaGLTypedefs.h')
TYPEDEFS_HEADER = TYPEDEFS_HEADERS[0]
# NCCL's header: mirrored into regions of its own (nccl_abi, nccl_fn_tables),
# so that the toolkit regions stay exactly as they are without it.
NCCL_HEADER = 'nccl.h'
PARSED_HEADERS = LIB_HEADERS + TYPEDEFS_HEADERS + (NCCL_HEADER,)
HAVE_MACRO = {
    'cuda.h': 'CUDACORE__HAVE_CUDA_H',
    'cudaGL.h': 'CUDACORE__HAVE_CUDAGL_H',
    'nvrtc.h': 'CUDACORE__HAVE_NVRTC_H',
    'nvJitLink.h': 'CUDACORE__HAVE_NVJITLINK_H',
    'nvvm.h': 'CUDACORE__HAVE_NVVM_H',
    'nccl.h': 'CUDACORE__HAVE_NCCL_H',
}
# Typedefs of headers we do not mirror that a mirrored header uses, and the
# mirrored typedef that is the same type (nccl.h takes the runtime's
# cudaStream_t, which is the driver's CUstream: struct CUstream_st *).
FOREIGN_TYPEDEF_ALIASES = {'cudaStream_t': 'CUstream'}

# NCCL functions every NCCL that cudacore supports (2.14 and newer) exports;
# the others are pinned in the manifest with the NCCL_VERSION_CODE that added
# them (a newer function --update-manifest finds gets the header's version).
NCCL_MIN_VERSION = 21400
NCCL_REQUIRED_DEFAULT = {
    'ncclGetVersion', 'ncclGetUniqueId', 'ncclCommInitRankConfig', 'ncclCommInitRank',
    'ncclCommInitAll', 'ncclCommFinalize', 'ncclCommDestroy', 'ncclCommAbort',
    'ncclGetErrorString', 'ncclGetLastError', 'ncclCommGetAsyncError', 'ncclCommCount',
    'ncclCommCuDevice', 'ncclCommUserRank', 'ncclRedOpCreatePreMulSum', 'ncclRedOpDestroy',
    'ncclReduce', 'ncclBcast', 'ncclBroadcast', 'ncclAllReduce', 'ncclReduceScatter',
    'ncclAllGather', 'ncclSend', 'ncclRecv', 'ncclGroupStart', 'ncclGroupEnd',
}

# Typedef names from the C library that generated code may use as is
# (cudacore.h only includes <stddef.h> and <stdint.h>).
ALLOWED_SYSTEM_TYPEDEFS = {
    'size_t', 'ptrdiff_t', 'intptr_t', 'uintptr_t',
    'int8_t', 'int16_t', 'int32_t', 'int64_t',
    'uint8_t', 'uint16_t', 'uint32_t', 'uint64_t',
}

# Driver entry points that are never listed in the manifest.
#   cuGetProcAddress: the loader resolves it with dlsym, never through itself.
MANIFEST_EXCLUDED_DRIVER = {'cuGetProcAddress'}

# Default "optional" NVRTC / nvJitLink functions (absent from older library
# releases); used only when --update-manifest adds a new entry.
NVRTC_REQUIRED_DEFAULT = {
    'nvrtcGetErrorString', 'nvrtcVersion', 'nvrtcCreateProgram',
    'nvrtcDestroyProgram', 'nvrtcCompileProgram', 'nvrtcGetPTXSize',
    'nvrtcGetPTX', 'nvrtcGetProgramLogSize', 'nvrtcGetProgramLog',
    'nvrtcAddNameExpression', 'nvrtcGetLoweredName',
}
NVJITLINK_OPTIONAL_DEFAULT = {'nvJitLinkVersion'}
NVVM_OPTIONAL_DEFAULT = {'nvvmLazyAddModuleToProgram'}

# Extra root types written by --update-manifest when the manifest has none.
DEFAULT_ROOT_TYPES = (
    'CUdevice_attribute', 'CUpointer_attribute', 'CUfunction_attribute',
    'CUjit_option', 'CUjitInputType', 'CUlimit', 'CUmemPool_attribute',
    'CUmem_advise', 'CUmem_range_attribute', 'CUlaunchAttributeID',
    'CUlaunchAttributeValue', 'CUgraphNodeType', 'CUgraphInstantiate_flags',
    'CUstreamCaptureMode', 'CUstreamCaptureStatus', 'CUgraphExecUpdateResult',
    'CUgraphDebugDot_flags', 'CUmemAllocationHandleType', 'CUmemLocationType',
    'CUmemAccess_flags', 'CUgraphConditionalNodeType', 'CUgraphNodeParams',
    'CUDA_CONDITIONAL_NODE_PARAMS', 'CUipcMem_flags', 'CUevent_flags',
    'CUstream_flags', 'CUctx_flags', 'CUmemAttach_flags', 'CUmemorytype',
    'CUfunc_cache', 'CUsharedconfig', 'CUoccupancy_flags', 'CUstreamCallback',
    'CUhostFn',
)

# Core driver functions: besides the base-name ABI, these ABIs are core too.
EXTRA_CORE_ABIS = {
    'cuMemPrefetchAsync': ('cuMemPrefetchAsync_v2',),
    'cuMemAdvise': ('cuMemAdvise_v2',),
    'cuStreamGetCaptureInfo': ('cuStreamGetCaptureInfo_v2',),
}

REGION_NAMES = ('abi_types', 'abi_checks', 'fn_index', 'fn_tables', 'nccl_abi', 'nccl_fn_tables')


class GenError(Exception):
    """A fatal problem with the toolkit, the manifest or the target header."""


def warn(msg: str) -> None:
    print('gen_abi: warning: ' + msg, file=sys.stderr)


def note(msg: str) -> None:
    print('gen_abi: ' + msg, file=sys.stderr)


# ===========================================================================
# 1. C type model
# ===========================================================================

@dataclass(frozen=True)
class Named:
    """A leaf type: builtin spelling, typedef name, or record/enum key."""
    kind: str                  # 'builtin' | 'typedef' | 'record' | 'enum'
    name: str
    const: bool = False
    volatile: bool = False


@dataclass(frozen=True)
class Pointer:
    to: object
    const: bool = False
    volatile: bool = False
    restrict: bool = False


@dataclass(frozen=True)
class Array:
    of: object
    size: Optional[int]


@dataclass(frozen=True)
class Param:
    name: Optional[str]
    type: object


@dataclass(frozen=True)
class FuncType:
    ret: object
    params: tuple              # tuple[Param, ...]
    variadic: bool = False
    cc: bool = False           # declared with CUDAAPI / CUDA_CB

    def with_param_names(self, names: Iterable[Optional[str]]) -> 'FuncType':
        return replace(self, params=tuple(Param(n, p.type) for n, p in zip(names, self.params)))


BUILTIN_WORDS = {'void', 'char', 'short', 'int', 'long', 'float', 'double',
                 'signed', 'unsigned', '_Bool', '__int128'}
QUALIFIERS = {'const', 'volatile', 'restrict', '__restrict'}
C_KEYWORDS = BUILTIN_WORDS | QUALIFIERS | {'struct', 'union', 'enum'}

_ANON_RE = re.compile(
    r'\b(struct|union|enum) (?:[\w:]*::)?\((?:anonymous|unnamed)(?: (?:struct|union|enum))? '
    r'at ([^()]*?):(\d+):(\d+)\)')
_QT_TOKEN_RE = re.compile(
    r'\s*(?:(@anon\{[^}]*\})|(\.\.\.)|([A-Za-z_]\w*)|(0[xX][0-9a-fA-F]+|\d+)[uUlL]*|(\S))')


def _qt_tokens(text: str) -> list:
    text = _ANON_RE.sub(
        lambda m: '@anon{%s:%s:%s:%s}' % (m.group(1), os.path.basename(m.group(2)),
                                          m.group(3), m.group(4)), text)
    out, pos = [], 0
    while pos < len(text):
        m = _QT_TOKEN_RE.match(text, pos)
        if not m or m.end() == pos:
            break
        pos = m.end()
        tok = next(g for g in m.groups() if g is not None)
        out.append(tok)
        if text[pos:].strip() == '':
            break
    return out


class TypeResolver:
    """Maps spellings found in printed types to Named leaves."""

    def ident(self, name: str) -> Named:
        raise NotImplementedError

    def tag(self, kw: str, name: str) -> Named:
        raise NotImplementedError

    def anon(self, kw: str, fname: str, line: int, col: int) -> Named:
        raise NotImplementedError


class _TypeParser:
    def __init__(self, text: str, resolver: TypeResolver):
        self.text = text
        self.toks = _qt_tokens(text)
        self.i = 0
        self.r = resolver

    def peek(self, k: int = 0) -> Optional[str]:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else None

    def next(self) -> str:
        tok = self.peek()
        if tok is None:
            raise GenError('unexpected end of type %r' % self.text)
        self.i += 1
        return tok

    def expect(self, tok: str) -> None:
        got = self.next()
        if got != tok:
            raise GenError('expected %r, got %r in type %r' % (tok, got, self.text))

    def parse_full(self) -> object:
        t = self.parse_type()
        if self.peek() is not None:
            raise GenError('trailing tokens in type %r' % self.text)
        return t

    def parse_type(self) -> object:
        base = self.parse_specifiers()
        return self.parse_declarator()(base)

    def parse_specifiers(self) -> Named:
        const = volatile = False
        words: list = []
        named: Optional[Named] = None
        while True:
            tok = self.peek()
            if tok is None:
                break
            if tok in QUALIFIERS:
                self.next()
                const |= tok == 'const'
                volatile |= tok == 'volatile'
            elif tok in BUILTIN_WORDS:
                words.append(self.next())
            elif tok in ('struct', 'union', 'enum') and named is None and not words:
                self.next()
                nxt = self.next()
                if nxt.startswith('@anon{'):
                    named = self._anon(nxt)
                else:
                    named = self.r.tag(tok, nxt)
            elif tok.startswith('@anon{') and named is None:
                named = self._anon(self.next())
            elif re.match(r'[A-Za-z_]\w*$', tok) and named is None and not words:
                named = self.r.ident(self.next())
            else:
                break
        if words:
            if named is not None:
                raise GenError('bad specifiers in %r' % self.text)
            named = Named('builtin', ' '.join(words))
        if named is None:
            raise GenError('no type specifier in %r' % self.text)
        return replace(named, const=const, volatile=volatile)

    def _anon(self, tok: str) -> Named:
        kw, fname, line, col = tok[6:-1].split(':')
        return self.r.anon(kw, fname, int(line), int(col))

    def parse_declarator(self) -> Callable[[object], object]:
        ptrs = []
        while self.peek() == '*':
            self.next()
            quals = set()
            while self.peek() in QUALIFIERS:
                quals.add(self.next())
            ptrs.append(quals)
        inner = None
        if self.peek() == '(' and self.peek(1) == '*':
            self.next()
            inner = self.parse_declarator()
            self.expect(')')
        suffixes = []
        while self.peek() in ('[', '('):
            if self.next() == '[':
                size = None
                if self.peek() != ']':
                    size = int(self.next(), 0)
                self.expect(']')
                suffixes.append(('array', size))
            else:
                suffixes.append(('func',) + self.parse_params())

        def wrap(t: object) -> object:
            for q in ptrs:
                t = Pointer(t, 'const' in q, 'volatile' in q, bool(q & {'restrict', '__restrict'}))
            for s in reversed(suffixes):
                t = Array(t, s[1]) if s[0] == 'array' else FuncType(t, s[1], s[2])
            return inner(t) if inner else t
        return wrap

    def parse_params(self) -> tuple:
        if self.peek() == ')':
            self.next()
            return (), False
        if self.peek() == 'void' and self.peek(1) == ')':
            self.next()
            self.next()
            return (), False
        params, variadic = [], False
        while True:
            if self.peek() == '...':
                self.next()
                variadic = True
            else:
                params.append(Param(None, self.parse_type()))
            if self.peek() == ',':
                self.next()
                continue
            self.expect(')')
            return tuple(params), variadic


def parse_type(text: str, resolver: TypeResolver) -> object:
    """Parse a type as printed by clang (an abstract declarator)."""
    return _TypeParser(text, resolver).parse_full()


def set_outer_cc(t: object) -> object:
    """Mark the function type reached through the outermost pointers as CUDAAPI."""
    if isinstance(t, FuncType):
        return replace(t, cc=True)
    if isinstance(t, Pointer):
        return replace(t, to=set_outer_cc(t.to))
    return t


def outer_functype(t: object) -> Optional[FuncType]:
    while isinstance(t, Pointer):
        t = t.to
    return t if isinstance(t, FuncType) else None


def render_decl(t: object, decl: str, spell: Callable[[Named], str]) -> str:
    """Render type `t` declaring `decl` (a name, or '' for an abstract type)."""
    if isinstance(t, Named):
        quals = ('const ' if t.const else '') + ('volatile ' if t.volatile else '')
        return quals + spell(t) + (' ' + decl if decl else '')
    if isinstance(t, Pointer):
        quals = ' '.join(q for q, on in (('const', t.const), ('volatile', t.volatile),
                                         ('restrict', t.restrict)) if on)
        inner = '*' + quals + (' ' if quals and decl else '') + decl
        if isinstance(t.to, FuncType):
            inner = '(' + ('CUDACORE__CUDAAPI ' if t.to.cc else '') + inner + ')'
        elif isinstance(t.to, Array):
            inner = '(' + inner + ')'
        return render_decl(t.to, inner, spell)
    if isinstance(t, Array):
        return render_decl(t.of, decl + '[%s]' % ('' if t.size is None else t.size), spell)
    if isinstance(t, FuncType):
        parts = [render_decl(p.type, p.name or '', spell) for p in t.params]
        if t.variadic:
            parts.append('...')
        return render_decl(t.ret, decl + '(' + (', '.join(parts) or 'void') + ')', spell)
    raise TypeError(t)


def walk_named(t: object) -> Iterable[Named]:
    if isinstance(t, Named):
        yield t
    elif isinstance(t, Pointer):
        yield from walk_named(t.to)
    elif isinstance(t, Array):
        yield from walk_named(t.of)
    elif isinstance(t, FuncType):
        yield from walk_named(t.ret)
        for p in t.params:
            yield from walk_named(p.type)


# ===========================================================================
# 2. Toolkit model
# ===========================================================================

@dataclass
class Field:
    name: Optional[str]        # None: anonymous struct/union member
    type: object
    align: Optional[int] = None


@dataclass
class Record:
    key: str                   # tag name, or '@file:line:col' when the record has no tag
    kind: str                  # 'struct' | 'union'
    tag: Optional[str]
    header: str
    pos: tuple
    defined: bool = False
    parent: Optional[str] = None   # enclosing record key for anonymous nested records
    nested: bool = False           # defined inside another record (C++ scopes its tag there)
    fields: list = field(default_factory=list)
    typedefs: list = field(default_factory=list)   # typedef names naming this record directly
    raw_fields: list = field(default_factory=list)

    @property
    def primary_typedef(self) -> Optional[str]:
        return self.typedefs[0] if self.typedefs else None

    @property
    def inline(self) -> bool:
        """Anonymous nested record: emitted inline inside its parent."""
        return self.parent is not None and self.tag is None and not self.typedefs

    @property
    def our_tag(self) -> str:
        return 'cudacore__' + (self.tag or self.primary_typedef or '')

    def cuda_spelling(self) -> str:
        """How the toolkit spells this record type (for abi_checks)."""
        return '%s %s' % (self.kind, self.tag) if self.tag else self.primary_typedef


@dataclass
class Enum:
    key: str
    tag: Optional[str]
    header: str
    pos: tuple
    constants: list = field(default_factory=list)  # [(name, value)]
    typedefs: list = field(default_factory=list)

    @property
    def primary_typedef(self) -> Optional[str]:
        return self.typedefs[0] if self.typedefs else None


@dataclass
class Typedef:
    name: str
    header: str
    pos: tuple
    type: object
    direct: Optional[tuple] = None        # ('record'|'enum', key) when naming a tag directly
    platform_alt: Optional[tuple] = None  # (condition, then_type, else_type)


@dataclass
class Function:
    name: str
    header: str
    pos: tuple
    type: FuncType             # parameters carry their names
    storage: str = ''
    inline: bool = False
    spelled: str = ''          # name as written in the header (before macro renaming)


@dataclass
class Pfn:
    """A PFN_<base>_v<version>[_ptsz|_ptds] typedef of cudaTypedefs.h."""
    base: str
    version: int
    suffix: str                # '' | '_ptsz' | '_ptds'
    internal: bool             # inside the __CUDA_API_VERSION_INTERNAL section
    order: int                 # text order in cudaTypedefs.h
    type: Optional[FuncType]   # None when not visible to the parse (internal section)

    @property
    def typedef_name(self) -> str:
        return 'PFN_%s_v%d%s' % (self.base, self.version, self.suffix)


@dataclass
class Macro:
    name: str
    header: str
    pos: tuple
    text: str                  # replacement list as defined
    kind: str                  # 'int' | 'ptr' | 'float' | 'str' | 'init' (a { ... } initializer) | 'func'
    value: int
    deps: set                  # {('typedef', name) | ('enumconst', name) | ('macro', name) | ('sysmacro', name)}
    params: tuple = ()         # 'func': the parameter names


@dataclass
class Model:
    include_dir: str
    header_text: dict = field(default_factory=dict)    # basename -> text
    header_guard: dict = field(default_factory=dict)   # basename -> include-guard macro
    records: dict = field(default_factory=dict)
    enums: dict = field(default_factory=dict)
    typedefs: dict = field(default_factory=dict)
    system_typedefs: set = field(default_factory=set)
    enum_consts: dict = field(default_factory=dict)    # name -> (enum key, value)
    macros: dict = field(default_factory=dict)
    functions: dict = field(default_factory=dict)      # declared name -> Function
    pfns: list = field(default_factory=list)
    defined_macros: dict = field(default_factory=dict) # all object-like macros after the TU (-dM)
    function_like_macros: set = field(default_factory=set)
    ptds_macros: set = field(default_factory=set)     # extra macros with CUDA_API_PER_THREAD_DEFAULT_STREAM
    cuda_version: int = 0
    nccl_version: int = 0      # NCCL_VERSION_CODE of nccl.h

    # -- helpers ----------------------------------------------------------
    def pfn(self, base: str, version: int, suffix: str = '') -> Optional[Pfn]:
        for p in self.pfns:
            if p.base == base and p.version == version and p.suffix == suffix:
                return p
        return None

    def pfn_bases(self) -> list:
        seen, out = set(), []
        for p in sorted(self.pfns, key=lambda p: p.order):
            if p.base not in seen:
                seen.add(p.base)
                out.append(p.base)
        return out

    def driver_functions(self) -> list:
        return sorted((f for f in self.functions.values() if f.header in DRIVER_HEADERS),
                      key=lambda f: f.pos)

    def driver_bases(self) -> list:
        seen, out = set(), []
        for f in self.driver_functions():
            base = driver_base_name(f.name)
            if base not in seen:
                seen.add(base)
                out.append(base)
        return out

    def nvrtc_functions(self) -> list:
        return sorted((f for f in self.functions.values() if f.header == 'nvrtc.h'),
                      key=lambda f: f.pos)

    def nvjitlink_functions(self) -> list:
        """Plain-name nvJitLink API (inline wrappers of the versioned externs)."""
        fns = [f for f in self.functions.values() if f.header == 'nvJitLink.h']
        plain = {f.name: f for f in fns if not f.name.startswith('__')}
        out = {}
        for f in fns:
            m = re.match(r'__(nvJitLink\w+?)_\d+_\d+$', f.name)
            name = m.group(1) if m else f.name
            if name.startswith('__'):
                continue
            fn = plain.get(name, f)
            if name not in out or f.pos < out[name][0]:
                out[name] = (f.pos, replace(fn, name=name))
        return [v[1] for v in sorted(out.values(), key=lambda v: v[0])]

    def nvvm_functions(self) -> list:
        return sorted((f for f in self.functions.values() if f.header == 'nvvm.h'),
                      key=lambda f: f.pos)

    def nccl_functions(self) -> list:
        """nccl.h's API; the pnccl* profiling aliases are the same functions."""
        return sorted((f for f in self.functions.values()
                       if f.header == NCCL_HEADER and not f.name.startswith('pnccl')),
                      key=lambda f: f.pos)

    def canonical(self, t: object) -> object:
        """Resolve typedef aliases (not tags) and drop parameter names."""
        if isinstance(t, Named):
            if t.kind == 'typedef' and t.name in self.typedefs:
                td = self.typedefs[t.name]
                base = self.canonical(td.type)
                if isinstance(base, Named):
                    return replace(base, const=base.const or t.const,
                                   volatile=base.volatile or t.volatile)
                if isinstance(base, Pointer) and (t.const or t.volatile):
                    return replace(base, const=base.const or t.const,
                                   volatile=base.volatile or t.volatile)
                return base
            return t
        if isinstance(t, Pointer):
            return replace(t, to=self.canonical(t.to))
        if isinstance(t, Array):
            return replace(t, of=self.canonical(t.of))
        if isinstance(t, FuncType):
            return FuncType(self.canonical(t.ret),
                            tuple(Param(None, self.canonical(p.type)) for p in t.params),
                            t.variadic, False)
        return t

    def is_pointer_type(self, t: object) -> bool:
        return isinstance(self.canonical(t), Pointer)


def driver_base_name(name: str) -> str:
    return re.sub(r'(_v\d+)?(_pt[sd][sz])?$', '', name)


# --- clang -------------------------------------------------------------------

_TU = ''.join('#include <%s>\n' % h for h in ('cuda.h', 'cudaGL.h') + TYPEDEFS_HEADERS + ('nvrtc.h', 'nvJitLink.h', 'nvvm.h', NCCL_HEADER))


def _includes(include_dirs: list) -> list:
    out = []
    for d in include_dirs:
        out += ['-I', d]
    return out

# The OpenGL types cudaGL.h uses (Khronos: GLuint and GLenum are 32-bit
# unsigned ints), as macros so that the parse sees the builtin type.
GL_STUB = '#define GLuint unsigned int\n#define GLenum unsigned int\n'
_GL_STUB_DIR: list = []


def gl_stub_dir() -> str:
    """A directory holding GL/gl.h = GL_STUB (made once per run)."""
    if not _GL_STUB_DIR:
        import atexit
        import tempfile
        d = tempfile.mkdtemp(prefix='gen_abi_gl_')
        os.mkdir(os.path.join(d, 'GL'))
        with open(os.path.join(d, 'GL', 'gl.h'), 'w', encoding='utf-8') as fh:
            fh.write(GL_STUB)
        atexit.register(shutil.rmtree, d, True)
        _GL_STUB_DIR.append(d)
    return _GL_STUB_DIR[0]


def _run(cmd: list, stdin: str) -> str:
    try:
        res = subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=False)
    except OSError as exc:
        raise GenError('cannot run %s: %s' % (cmd[0], exc)) from exc
    if res.returncode != 0:
        raise GenError('%s failed:\n%s' % (' '.join(cmd), res.stderr[-4000:]))
    return res.stdout


def clang_ast(clang: str, include_dirs: list) -> dict:
    out = _run([clang, '-x', 'c', '-std=c11', '-fsyntax-only', '-Xclang', '-ast-dump=json'] +
               _includes(include_dirs) + ['-I', gl_stub_dir(), '-'], _TU)
    return json.loads(out)


def clang_macros(clang: str, include_dirs: list, extra: Optional[list] = None) -> str:
    return _run([clang, '-x', 'c', '-std=c11', '-E', '-dM'] + (extra or []) +
                _includes(include_dirs) + ['-I', gl_stub_dir(), '-'], _TU)


def _annotate_locations(root: dict) -> None:
    """clang's JSON omits a location's file/line when unchanged from the previous
    location printed; replay the dump in order and store them as _file/_line."""
    state = [None, None]

    def loc(d: dict) -> None:
        if not d:
            return
        if 'spellingLoc' in d or 'expansionLoc' in d:
            for k in ('spellingLoc', 'expansionLoc'):
                if k in d:
                    loc(d[k])
            return
        if 'file' in d:
            state[0] = d['file']
        if 'line' in d:
            state[1] = d['line']
        if 'offset' in d:
            d['_file'] = state[0]
            d['_line'] = state[1]

    stack = [root]
    while stack:
        n = stack.pop()
        if 'loc' in n:
            loc(n['loc'])
        if 'range' in n:
            loc(n['range'].get('begin', {}))
            loc(n['range'].get('end', {}))
        inner = n.get('inner')
        if inner:
            stack.extend(reversed(inner))


def _exp(d: dict) -> dict:
    """The expansion-side location of a location dict."""
    return d.get('expansionLoc', d) if d else {}


def _node_file(n: dict) -> Optional[str]:
    f = _exp(n.get('loc', {})).get('_file')
    if f is None:
        f = _exp(n.get('range', {}).get('begin', {})).get('_file')
    return f


def _node_offset(n: dict) -> int:
    return _exp(n.get('loc', {})).get('offset', 0)


def _node_text(n: dict, text: str) -> str:
    b = _exp(n['range']['begin'])
    e = _exp(n['range']['end'])
    return text[b['offset']:e['offset'] + e.get('tokLen', 0)]


# --- C text helpers -------------------------------------------------------------

_C_TOKEN_RE = re.compile(r'\s*(?:([A-Za-z_]\w*)|(0[xX][0-9a-fA-F]+[uUlL]*|\d+[uUlL]*)|'
                         r'(<<|>>|&&|\|\||==|!=|<=|>=|\.\.\.)|(\S))')


def strip_c_comments(text: str) -> str:
    return re.sub(r'/\*.*?\*/|//[^\n]*', lambda m: ' ' if m.group(0).startswith('//')
                  else re.sub(r'[^\n]', ' ', m.group(0)), text, flags=re.S)


def c_tokens(text: str) -> list:
    out, pos = [], 0
    text = strip_c_comments(text)
    while True:
        m = _C_TOKEN_RE.match(text, pos)
        if not m or m.end() == pos:
            break
        pos = m.end()
        out.append(next(g for g in m.groups() if g is not None))
    return out


def _param_name(toks: list) -> Optional[str]:
    while toks and toks[-1] == ']':
        depth, j = 0, len(toks) - 1
        while j >= 0:
            depth += toks[j] == ']'
            depth -= toks[j] == '['
            if depth == 0:
                break
            j -= 1
        toks = toks[:j]
    if '(' in toks:   # function pointer: name inside the first parenthesised group
        j = toks.index('(')
        k = toks.index(')', j)
        ids = [t for t in toks[j + 1:k] if re.match(r'[A-Za-z_]\w*$', t)
               and t not in ('CUDAAPI', 'CUDA_CB')]
        return ids[-1] if ids else None
    core = [t for t in toks if t not in QUALIFIERS]
    if len(core) >= 2 and re.match(r'[A-Za-z_]\w*$', core[-1]) and core[-1] not in C_KEYWORDS \
            and core[-2] not in ('struct', 'union', 'enum'):
        return core[-1]
    return None


def param_names_from_text(decl_text: str, declared_name: str) -> list:
    """Parameter names of `typedef R (CC *NAME)(params);` or `R NAME(params)`."""
    toks = c_tokens(decl_text)
    try:
        i = toks.index(declared_name)
    except ValueError:
        return []
    while i < len(toks) and toks[i] != '(':
        i += 1
    depth, cur, params = 0, [], []
    for tok in toks[i + 1:]:
        if tok in ('(', '['):
            depth += 1
        elif tok in (')', ']'):
            if depth == 0:
                params.append(cur)
                break
            depth -= 1
        elif tok == ',' and depth == 0:
            params.append(cur)
            cur = []
            continue
        cur.append(tok)
    if params == [['void']] or params == [[]]:
        return []
    return [_param_name(p) for p in params]


# --- macro evaluation -------------------------------------------------------------

class _MacroEval:
    """Evaluates the integer / pointer constant expressions of object-like macros."""

    def __init__(self, model: Model, raw: dict, system: Optional[dict] = None):
        self.m = model
        self.raw = raw                 # name -> replacement text (toolkit macros)
        self.system = system or {}     # the C library's macros (INT_MIN, NULL), used only by value
        self.cache: dict = {}

    def eval(self, name: str, stack: tuple = ()) -> Optional[tuple]:
        """-> (kind 'int'|'ptr', value, deps) or None when not a constant."""
        if name in self.cache:
            return self.cache[name]
        text = self.raw.get(name, self.system.get(name))
        if name in stack or text is None:
            return None
        saved = (getattr(self, 'toks', None), getattr(self, 'i', 0), getattr(self, 'deps', None))
        self.toks, self.i, self.deps = c_tokens(text), 0, set()
        try:
            res = self._expr(stack + (name,), 0)
            if self.i != len(self.toks):
                res = None
        except (GenError, IndexError, ValueError, ZeroDivisionError):
            res = None
        out = None if res is None else (res[0], res[1], self.deps)
        self.toks, self.i, self.deps = saved
        self.cache[name] = out
        return out

    _BIN = {'||': 1, '&&': 2, '|': 3, '^': 4, '&': 5, '==': 6, '!=': 6, '<': 7, '>': 7,
            '<=': 7, '>=': 7, '<<': 8, '>>': 8, '+': 9, '-': 9, '*': 10, '/': 10, '%': 10}

    def _peek(self, k: int = 0) -> Optional[str]:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else None

    def _expr(self, stack: tuple, min_prec: int) -> tuple:
        lhs = self._unary(stack)
        while True:
            op = self._peek()
            prec = self._BIN.get(op or '')
            if prec is None or prec < min_prec:
                return lhs
            self.i += 1
            rhs = self._expr(stack, prec + 1)
            if lhs[0] != 'int' or rhs[0] != 'int':
                raise GenError('pointer arithmetic')
            a, b = lhs[1], rhs[1]
            val = {'||': lambda: int(bool(a or b)), '&&': lambda: int(bool(a and b)),
                   '|': lambda: a | b, '^': lambda: a ^ b, '&': lambda: a & b,
                   '==': lambda: int(a == b), '!=': lambda: int(a != b),
                   '<': lambda: int(a < b), '>': lambda: int(a > b),
                   '<=': lambda: int(a <= b), '>=': lambda: int(a >= b),
                   '<<': lambda: a << b, '>>': lambda: a >> b, '+': lambda: a + b,
                   '-': lambda: a - b, '*': lambda: a * b,
                   '/': lambda: int(a / b), '%': lambda: a % b}[op]()
            lhs = ('int', val)

    def _cast_type(self) -> Optional[tuple]:
        """If a '(' type-name ')' starts here, consume it and return (is_pointer, deps)."""
        j, words, ptr = self.i + 1, [], False
        deps = set()
        while j < len(self.toks) and self.toks[j] != ')':
            tok = self.toks[j]
            if tok == '*':
                ptr = True
            elif tok in C_KEYWORDS:
                pass
            elif tok in self.m.typedefs:
                deps.add(('typedef', tok))
                if self.m.is_pointer_type(Named('typedef', tok)):
                    ptr = True
            elif tok in self.m.system_typedefs:
                pass
            else:
                return None
            words.append(tok)
            j += 1
        if not words or j >= len(self.toks):
            return None
        self.i = j + 1
        self.deps |= deps
        return ptr, deps

    def _unary(self, stack: tuple) -> tuple:
        tok = self._peek()
        if tok in ('-', '+', '~', '!'):
            self.i += 1
            v = self._unary(stack)
            if v[0] != 'int':
                raise GenError('pointer unary')
            return ('int', {'-': -v[1], '+': v[1], '~': ~v[1], '!': int(not v[1])}[tok])
        if tok == '(':
            cast = self._cast_type()
            if cast is not None:
                v = self._unary(stack)
                return ('ptr' if cast[0] else v[0], v[1])
            self.i += 1
            v = self._expr(stack, 0)
            if self._peek() != ')':
                raise GenError('missing )')
            self.i += 1
            return v
        self.i += 1
        if tok is None:
            raise GenError('empty')
        if re.match(r'\d', tok):
            return ('int', int(re.sub(r'[uUlL]+$', '', tok), 0))
        if tok in self.m.enum_consts:
            self.deps.add(('enumconst', tok))
            return ('int', self.m.enum_consts[tok][1])
        if tok in self.raw or tok in self.system:
            res = self.eval(tok, stack)
            if res is None:
                raise GenError('unevaluable macro')
            self.deps.add(('macro' if tok in self.raw else 'sysmacro', tok))
            self.deps |= res[2]
            return (res[0], res[1])
        raise GenError('unknown identifier %s' % tok)


# --- model loading ------------------------------------------------------------------

class _Resolver(TypeResolver):
    def __init__(self, model: Model, tag_keys: dict, anon_keys: dict):
        self.m = model
        self.tag_keys = tag_keys       # (kw, tag) -> ('record'|'enum', key)
        self.anon_keys = anon_keys     # (file, line, col) -> ('record'|'enum', key)

    def ident(self, name: str) -> Named:
        if name in self.m.typedefs:
            return Named('typedef', name)
        if name in FOREIGN_TYPEDEF_ALIASES:
            return Named('typedef', FOREIGN_TYPEDEF_ALIASES[name])
        if name in self.m.system_typedefs:
            return Named('typedef', name)
        raise GenError('unknown type name %r' % name)

    def tag(self, kw: str, name: str) -> Named:
        key = self.tag_keys.get((kw, name))
        if key is None:
            td = self.m.typedefs.get(name)      # clang prints anonymous tags by typedef name
            if td is not None and td.direct is not None:
                key = td.direct
        if key is None:
            raise GenError('unknown tag %s %s' % (kw, name))
        return Named(key[0], key[1])

    def anon(self, kw: str, fname: str, line: int, col: int) -> Named:
        key = self.anon_keys.get((fname, line, col))
        if key is None:
            raise GenError('unknown anonymous %s at %s:%d:%d' % (kw, fname, line, col))
        return Named(key[0], key[1])


def _find_platform_typedefs(text: str) -> dict:
    """`#if COND / typedef A X; / #else / typedef B X; / #endif` blocks."""
    out = {}
    pat = re.compile(
        r'^[ \t]*#[ \t]*if[ \t]+([^\n]+?)[ \t]*\n'
        r'[ \t]*typedef[ \t]+([^;{}()\n]+?)[ \t]+(\w+)[ \t]*;[^\n]*\n'
        r'[ \t]*#[ \t]*else[^\n]*\n'
        r'[ \t]*typedef[ \t]+([^;{}()\n]+?)[ \t]+\3[ \t]*;[^\n]*\n'
        r'[ \t]*#[ \t]*endif', re.M)
    for m in pat.finditer(text):
        cond = m.group(1)
        if any(w != 'defined' and not w.startswith('_') for w in re.findall(r'[A-Za-z_]\w*', cond)):
            continue   # condition depends on non-standard macros: keep the parsed branch only
        out[m.group(3)] = (cond, m.group(2).strip(), m.group(4).strip())
    return out


def header_dirs(cuda_home: str) -> list:
    """The toolkit's include directories (nvvm.h lived in nvvm/include before CUDA 13)."""
    return [os.path.join(cuda_home, 'include'), os.path.join(cuda_home, 'nvvm', 'include')]


def header_path(cuda_home: str, h: str) -> str:
    for d in header_dirs(cuda_home):
        if os.path.isfile(os.path.join(d, h)):
            return os.path.join(d, h)
    raise GenError('%s not found in %s' % (h, ' or '.join(header_dirs(cuda_home))))


def find_nccl_include(cuda_home: str, given: Optional[str] = None) -> str:
    """The folder holding nccl.h: given, else the toolkit's include, else /usr/include."""
    cands = [given] if given else [os.path.join(cuda_home, 'include'), '/usr/include']
    for d in cands:
        if d and os.path.isfile(os.path.join(d, NCCL_HEADER)):
            return d
    raise GenError('%s not found in %s (give its folder with --nccl-include)' % (NCCL_HEADER, ' or '.join(c for c in cands if c)))


def load_model(cuda_home: str, clang: str = 'clang', nccl_include: Optional[str] = None) -> Model:
    include_dir = os.path.join(cuda_home, 'include')
    paths = {h: header_path(cuda_home, h) for h in LIB_HEADERS + TYPEDEFS_HEADERS}
    nccl_dir = find_nccl_include(cuda_home, nccl_include)
    paths[NCCL_HEADER] = os.path.join(nccl_dir, NCCL_HEADER)
    model = Model(include_dir=include_dir)
    for h in PARSED_HEADERS:
        with open(paths[h], encoding='utf-8', errors='replace') as fh:
            model.header_text[h] = fh.read()
        m = re.search(r'^[ \t]*#[ \t]*ifndef[ \t]+(\w+)[ \t]*\n[ \t]*#[ \t]*define[ \t]+\1\b',
                      model.header_text[h], re.M)
        if m:
            model.header_guard[h] = m.group(1)
    for h in LIB_HEADERS + (NCCL_HEADER,):
        if h not in model.header_guard:
            raise GenError('cannot find the include guard of %s' % h)

    include_dirs = [d for d in header_dirs(cuda_home) if os.path.isdir(d)]
    if not any(os.path.samefile(nccl_dir, d) for d in include_dirs):
        include_dirs.append(nccl_dir)
    ast = clang_ast(clang, include_dirs)
    _annotate_locations(ast)
    hdr_index = {h: i for i, h in enumerate(PARSED_HEADERS)}

    def header_of(n: dict) -> Optional[str]:
        f = _node_file(n)
        if f is None:
            return None
        base = os.path.basename(f)
        if base in hdr_index and os.path.samefile(f, paths[base]):
            return base
        return None

    decls = []
    cur = None
    for n in ast.get('inner', []):
        h = header_of(n)
        if n.get('isImplicit'):
            continue
        if h is None and _node_file(n) is None:
            h = cur
        cur = h
        decls.append((h, n))

    # -- pass 1: tags, typedef names ------------------------------------------------
    tag_keys: dict = {}
    anon_keys: dict = {}
    id_keys: dict = {}

    def loc_key(n: dict, h: str) -> tuple:
        loc = _exp(n.get('loc', {}))
        return (h, loc.get('_line'), loc.get('col'))

    def add_record(n: dict, h: str, parent: Optional[str]) -> str:
        tag = n.get('name') or None
        kind = n.get('tagUsed', 'struct')
        lk = loc_key(n, h)
        key = tag if tag else '@%s:%s:%s' % lk
        rec = model.records.get(key)
        if rec is None:
            rec = Record(key=key, kind=kind, tag=tag, header=h,
                         pos=(hdr_index[h], _node_offset(n)), parent=parent if not tag else None)
            model.records[key] = rec
        id_keys[n['id']] = ('record', key)
        if tag:
            tag_keys[(kind, tag)] = ('record', key)
        anon_keys[lk] = ('record', key)
        if n.get('completeDefinition'):
            if rec.defined:
                raise GenError('record %s defined twice' % key)
            rec.defined = True
            rec.nested = parent is not None
            for c in n.get('inner', []):
                if c['kind'] == 'RecordDecl':
                    add_record(c, h, key)
                elif c['kind'] == 'EnumDecl':
                    add_enum(c, h)
                elif c['kind'] == 'FieldDecl':
                    align = None
                    for a in c.get('inner', []):
                        if a['kind'] == 'AlignedAttr':
                            for e in a.get('inner', []):
                                if 'value' in e:
                                    align = int(e['value'])
                    name = None if c.get('isImplicit') else c.get('name')
                    rec.raw_fields.append((name, c['type']['qualType'], align, c))
        return key

    def add_enum(n: dict, h: str) -> str:
        tag = n.get('name') or None
        lk = loc_key(n, h)
        key = tag if tag else '@%s:%s:%s' % lk
        en = model.enums.get(key)
        if en is None:
            en = Enum(key=key, tag=tag, header=h, pos=(hdr_index[h], _node_offset(n)))
            model.enums[key] = en
        id_keys[n['id']] = ('enum', key)
        if tag:
            tag_keys[('enum', tag)] = ('enum', key)
        anon_keys[lk] = ('enum', key)
        prev = -1
        for c in n.get('inner', []):
            if c['kind'] != 'EnumConstantDecl':
                continue
            val = None
            stack = list(c.get('inner', []))
            while stack and val is None:   # the value sits in a (possibly wrapped) ConstantExpr
                e = stack.pop(0)
                if 'value' in e:
                    val = int(e['value'])
                else:
                    stack[:0] = e.get('inner', [])
            val = prev + 1 if val is None else val
            prev = val
            en.constants.append((c['name'], val))
            model.enum_consts[c['name']] = (key, val)
        return key

    foreign_types = {}
    for h, n in decls:
        if n['kind'] == 'TypedefDecl' and h is None:
            model.system_typedefs.add(n['name'])
            foreign_types[n['name']] = n['type']['qualType']
        if h is None or h in TYPEDEFS_HEADERS:
            continue
        if n['kind'] == 'RecordDecl':
            add_record(n, h, None)
        elif n['kind'] == 'EnumDecl':
            add_enum(n, h)

    platform = _find_platform_typedefs(model.header_text['cuda.h'])

    # typedef names (direct tag targets first, types parsed in pass 2)
    typedef_nodes = []
    for h, n in decls:
        if n['kind'] != 'TypedefDecl' or h is None or h in TYPEDEFS_HEADERS:
            continue
        name = n['name']
        if name in model.typedefs:
            raise GenError('typedef %s declared twice' % name)
        direct = None
        t = (n.get('inner') or [{}])[0]
        if t.get('kind') == 'ElaboratedType':
            owned = t.get('ownedTagDecl')
            if owned and owned['id'] in id_keys:
                direct = id_keys[owned['id']]
            elif t.get('inner'):
                t = t['inner'][0]
        if direct is None and t.get('kind') in ('RecordType', 'EnumType'):
            direct = id_keys.get(t['decl']['id'])
        td = Typedef(name=name, header=h, pos=(hdr_index[h], _node_offset(n)),
                     type=None, direct=direct)
        model.typedefs[name] = td
        if direct is not None:
            holder = model.records[direct[1]] if direct[0] == 'record' else model.enums[direct[1]]
            holder.typedefs.append(name)
        typedef_nodes.append((h, n, td))

    resolver = _Resolver(model, tag_keys, anon_keys)
    for name, alias in FOREIGN_TYPEDEF_ALIASES.items():
        if name in foreign_types and alias in model.typedefs:
            ours = model.canonical(parse_type(_typedef_qualtype(typedef_nodes, alias), resolver))
            theirs = model.canonical(parse_type(foreign_types[name], resolver))
            if ours != theirs:
                raise GenError('%s (%s) is not the same type as %s' % (name, foreign_types[name], alias))

    # -- pass 2: types ------------------------------------------------------------
    for h, n, td in typedef_nodes:
        t = parse_type(n['type']['qualType'], resolver)
        text = _node_text(n, model.header_text[h])
        if outer_functype(t) is not None:
            if re.search(r'\b(CUDAAPI|CUDA_CB)\b', text):
                t = set_outer_cc(t)
            names = param_names_from_text(text, td.name)
            ft = outer_functype(t)
            if len(names) == len(ft.params):
                t = _replace_outer_functype(t, ft.with_param_names(names))
        td.type = t
        if td.name in platform:
            cond, a, b = platform[td.name]
            ta, tb = parse_type(a, resolver), parse_type(b, resolver)
            if t not in (ta, tb):
                raise GenError('platform typedef %s does not match either branch' % td.name)
            td.platform_alt = (cond, ta, tb)

    for rec in model.records.values():
        for name, qt, align, node in rec.raw_fields:
            ft = parse_type(qt, resolver)
            text = _node_text(node, model.header_text[rec.header])
            if outer_functype(ft) is not None and re.search(r'\b(CUDAAPI|CUDA_CB)\b', text):
                ft = set_outer_cc(ft)
            rec.fields.append(Field(name, ft, align))
        rec.raw_fields = []

    for h, n in decls:
        if n['kind'] != 'FunctionDecl' or h is None or h in TYPEDEFS_HEADERS:
            continue
        ft = parse_type(n['type']['qualType'], resolver)
        if not isinstance(ft, FuncType):
            raise GenError('function %s has non-function type' % n['name'])
        names = [p.get('name') for p in n.get('inner', []) if p['kind'] == 'ParmVarDecl']
        if len(names) == len(ft.params):
            ft = ft.with_param_names(names)
        text = _node_text(n, model.header_text[h])
        if re.search(r'\b(CUDAAPI|CUDA_CB)\b', text.split('(')[0]):
            ft = replace(ft, cc=True)
        # nested function-pointer parameters written with CUDA_CB
        params = []
        for p, pn in zip(ft.params, n.get('inner', [])):
            ptext = _node_text(pn, model.header_text[h]) if 'range' in pn else ''
            pt = p.type
            if outer_functype(pt) is not None and re.search(r'\b(CUDAAPI|CUDA_CB)\b', ptext):
                pt = set_outer_cc(pt)
            params.append(Param(p.name, pt))
        ft = replace(ft, params=tuple(params))
        loc = _exp(n.get('loc', {}))
        spelled = model.header_text[h][loc.get('offset', 0):loc.get('offset', 0) + loc.get('tokLen', 0)]
        fn = Function(name=n['name'], header=h, pos=(hdr_index[h], _node_offset(n)), type=ft,
                      storage=n.get('storageClass', ''), inline=bool(n.get('inline')),
                      spelled=spelled)
        if fn.name in model.functions and model.functions[fn.name].pos <= fn.pos:
            continue
        model.functions[fn.name] = fn

    # -- PFN typedefs of cudaTypedefs.h and cudaGLTypedefs.h -------------------------------
    order = 0
    for th in TYPEDEFS_HEADERS:
        ttext = model.header_text[th]
        internal_spans, windows_spans = [], []
        for spans, cond in ((internal_spans, r'if[ \t]+defined\(__CUDA_API_VERSION_INTERNAL\)'),
                            (windows_spans, r'ifdef[ \t]+_WIN32')):
            for m in re.finditer(r'^[ \t]*#[ \t]*' + cond, ttext, re.M):
                end = re.compile(r'^[ \t]*#[ \t]*endif', re.M).search(ttext, m.end())
                spans.append((m.start(), end.start() if end else len(ttext)))
        pfn_nodes = {n['name']: n for h, n in decls if h == th and n['kind'] == 'TypedefDecl'}
        seen = set()
        for m in re.finditer(r'\bPFN_(cu\w+?)_v(\d+)(_pt[sd][sz])?\b', ttext):
            base, ver, suffix = m.group(1), int(m.group(2)), m.group(3) or ''
            if (base, ver, suffix) in seen or any(a <= m.start() < b for a, b in windows_spans):
                continue   # Windows-only entry points (WGL) are not mirrored
            seen.add((base, ver, suffix))
            internal = any(a <= m.start() < b for a, b in internal_spans)
            node = pfn_nodes.get(m.group(0))
            ft = None
            if node is not None:
                t = parse_type(node['type']['qualType'], resolver)
                ft = outer_functype(t)
                text = _node_text(node, ttext)
                if re.search(r'\bCUDAAPI\b', text):
                    ft = replace(ft, cc=True)
                names = param_names_from_text(text, m.group(0))
                if len(names) == len(ft.params):
                    ft = ft.with_param_names(names)
                else:
                    warn('cannot read parameter names of %s' % m.group(0))
            elif not internal:
                warn('%s is not visible to the parse' % m.group(0))
            model.pfns.append(Pfn(base, ver, suffix, internal, order, ft))
            order += 1

    # -- macros ----------------------------------------------------------------------------
    dm = clang_macros(clang, include_dirs)
    for line in dm.splitlines():
        m = re.match(r'#define (\w+)(\(?)(.*)$', line)
        if not m:
            continue
        if m.group(2):
            model.function_like_macros.add(m.group(1))
        else:
            model.defined_macros[m.group(1)] = m.group(3).strip()
    # Names the headers turn into macros in per-thread-default-stream builds.
    for line in clang_macros(clang, include_dirs, ['-DCUDA_API_PER_THREAD_DEFAULT_STREAM']).splitlines():
        m = re.match(r'#define (\w+)', line)
        if m and m.group(1) not in model.defined_macros:
            model.ptds_macros.add(m.group(1))
    raw = {}
    positions = {}
    for h in LIB_HEADERS + (NCCL_HEADER,):
        for m in re.finditer(r'^[ \t]*#[ \t]*define[ \t]+(\w+)(?![\w(])', model.header_text[h], re.M):
            name = m.group(1)
            if name in positions or name not in model.defined_macros:
                continue
            positions[name] = (h, (hdr_index[h], m.start()))
            raw[name] = model.defined_macros[name]
    # Constants of the C library (INT_MIN, NULL) may appear in a toolkit macro:
    # evaluated, and emitted as their value.
    system = {n: t for n, t in model.defined_macros.items() if n not in raw}
    ev = _MacroEval(model, raw, system)
    guards = set(model.header_guard.values())
    for name, (h, pos) in sorted(positions.items(), key=lambda kv: kv[1][1]):
        text = raw[name]
        if (name.startswith('_') or name in guards or not text or name[0].islower()
                or name in ('CUDAAPI', 'CUDA_CB')):
            continue
        literal = _literal_macro_kind(text) if h == NCCL_HEADER else None
        if literal is not None:
            deps = {('macro', w) for w in re.findall(r'\b[A-Za-z_]\w*\b', text) if w in raw}
            deps |= {('typedef', w) for w in re.findall(r'\b[A-Za-z_]\w*\b', text) if w in model.typedefs}
            model.macros[name] = Macro(name, h, pos, text, literal, 0, deps)
            continue
        res = ev.eval(name)
        if res is None:
            warn('macro %s = %r is not a constant; skipped' % (name, text))
            continue
        model.macros[name] = Macro(name, h, pos, text, res[0], res[1], set(res[2]))
    # Function-like macros of nccl.h (NCCL_VERSION(X, Y, Z)), by their -dM text.
    fdefs = {}
    for line in dm.splitlines():
        m = re.match(r'#define (\w+)\(([^)]*)\) ?(.*)$', line)
        if m:
            fdefs[m.group(1)] = (tuple(p.strip() for p in m.group(2).split(',') if p.strip()), m.group(3).strip())
    for m in re.finditer(r'^[ \t]*#[ \t]*define[ \t]+(\w+)\(', model.header_text[NCCL_HEADER], re.M):
        name = m.group(1)
        if name in fdefs and not name.startswith('_') and name not in model.macros:
            params, body = fdefs[name]
            deps = {('macro', w) for w in re.findall(r'\b[A-Za-z_]\w*\b', body) if w in raw}
            model.macros[name] = Macro(name, NCCL_HEADER, (hdr_index[NCCL_HEADER], m.start()), body, 'func', 0,
                                       deps, params)
    model.cuda_version = int(model.macros['CUDA_VERSION'].value) if 'CUDA_VERSION' in model.macros else 0
    if 'NCCL_VERSION_CODE' not in model.macros:
        raise GenError('%s defines no NCCL_VERSION_CODE' % NCCL_HEADER)
    model.nccl_version = int(model.macros['NCCL_VERSION_CODE'].value)
    return model


def _typedef_qualtype(typedef_nodes: list, name: str) -> str:
    for _h, n, _td in typedef_nodes:
        if n['name'] == name:
            return n['type']['qualType']
    raise GenError('no typedef %s' % name)


def _literal_macro_kind(text: str) -> Optional[str]:
    """'str', 'float' or 'init' for macros that are no integer expression."""
    if re.match(r'^"(?:[^"\\]|\\.)*"$', text):
        return 'str'
    if re.match(r'^[-+]?\d+\.\d*(?:[eE][-+]?\d+)?[fF]?$', text):
        return 'float'
    if text.startswith('{') and text.endswith('}'):
        return 'init'
    return None


def _replace_outer_functype(t: object, ft: FuncType) -> object:
    if isinstance(t, FuncType):
        return ft
    if isinstance(t, Pointer):
        return replace(t, to=_replace_outer_functype(t.to, ft))
    return t


# ===========================================================================
# 3. Manifest
# ===========================================================================

@dataclass
class DriverEntry:
    abi_name: str
    proc_name: str
    version: int
    ptds: int = 0
    core: bool = False


@dataclass
class LibEntry:
    name: str
    optional: bool = False
    since: int = 0             # nccl: the NCCL_VERSION_CODE that added it (0: every supported NCCL has it)


@dataclass
class Manifest:
    driver: list = field(default_factory=list)
    nvrtc: list = field(default_factory=list)
    nvjitlink: list = field(default_factory=list)
    nvvm: list = field(default_factory=list)
    types: list = field(default_factory=list)
    nccl: list = field(default_factory=list)


def read_manifest(path: str) -> Manifest:
    man = Manifest()
    with open(path, encoding='utf-8') as fh:
        for lineno, line in enumerate(fh, 1):
            words = line.split('#', 1)[0].split()
            if not words:
                continue
            where = '%s:%d' % (path, lineno)
            kind = words[0]
            if kind == 'driver':
                if len(words) < 4:
                    raise GenError('%s: expected driver <abi> <proc> <version> ...' % where)
                e = DriverEntry(words[1], words[2], int(words[3]))
                for w in words[4:]:
                    if w == 'core':
                        e.core = True
                    elif w.startswith('ptds='):
                        e.ptds = int(w[5:])
                    else:
                        raise GenError('%s: unknown flag %r' % (where, w))
                man.driver.append(e)
            elif kind in ('nvrtc', 'nvjitlink', 'nvvm'):
                if len(words) < 2 or any(w != 'optional' for w in words[2:]):
                    raise GenError('%s: expected %s <name> [optional]' % (where, kind))
                getattr(man, kind).append(LibEntry(words[1], 'optional' in words[2:]))
            elif kind == 'nccl':
                if len(words) < 2 or len(words) > 3 or (len(words) == 3 and not re.match(r'since=\d+$', words[2])):
                    raise GenError('%s: expected nccl <name> [since=<NCCL_VERSION_CODE>]' % where)
                since = int(words[2][6:]) if len(words) == 3 else 0
                man.nccl.append(LibEntry(words[1], since > 0, since))
            elif kind == 'type':
                if len(words) != 2:
                    raise GenError('%s: expected type <name>' % where)
                man.types.append(words[1])
            else:
                raise GenError('%s: unknown line kind %r' % (where, kind))
    for lst, what in ((man.driver, 'driver'), (man.nvrtc, 'nvrtc'), (man.nvjitlink, 'nvjitlink'),
                      (man.nvvm, 'nvvm'), (man.nccl, 'nccl')):
        names = [e.abi_name if what == 'driver' else e.name for e in lst]
        dup = sorted({n for n in names if names.count(n) > 1})
        if dup:
            raise GenError('%s: duplicate %s entries: %s' % (path, what, ', '.join(dup)))
    return man


def format_manifest(man: Manifest, cuda_version: int) -> str:
    out = [
        '# tools/abi_manifest.txt - pinned CUDA ABI for tools/gen_abi.py',
        '#',
        '#   driver <abi_name> <proc_name> <version> [ptds=<N>] [core]',
        '#       one driver ABI: <proc_name> is the name passed to cuGetProcAddress,',
        '#       <version> the ABI version requested; the base name is pinned to the',
        '#       oldest 64-bit ABI and each newer ABI is its own entry named after its',
        '#       exported symbol.  ptds=<N>: version of the per-thread-stream variant',
        '#       with the same signature.  core: called by cudacore.h itself.',
        '#   nvrtc <name> [optional]       nvjitlink <name> [optional]',
        '#   nvvm <name> [optional]        (libNVVM, nvvm.h)',
        '#   nccl <name> [since=<NCCL_VERSION_CODE>]   an nccl.h function; since: the',
        '#       NCCL release that added it (none: every NCCL cudacore supports,',
        '#       2.14 and newer, has it; the loader requires those)',
        '#   type <CUDA type name>         extra root type emitted into cudacore.h',
        '#',
        '# Refresh with: python3 tools/gen_abi.py --update-manifest',
        '# (existing pins and flags are kept).  Last refreshed against CUDA_VERSION %d.'
        % cuda_version,
        '',
    ]
    for e in man.driver:
        extra = (' ptds=%d' % e.ptds if e.ptds else '') + (' core' if e.core else '')
        out.append('driver %s %s %d%s' % (e.abi_name, e.proc_name, e.version, extra))
    out.append('')
    for e in man.nvrtc:
        out.append('nvrtc %s%s' % (e.name, ' optional' if e.optional else ''))
    out.append('')
    for e in man.nvjitlink:
        out.append('nvjitlink %s%s' % (e.name, ' optional' if e.optional else ''))
    out.append('')
    for e in man.nvvm:
        out.append('nvvm %s%s' % (e.name, ' optional' if e.optional else ''))
    for e in man.nccl:
        out.append('nccl %s%s' % (e.name, ' since=%d' % e.since if e.since else ''))
    out.append('')
    for t in man.types:
        out.append('type %s' % t)
    return '\n'.join(out) + '\n'


# ===========================================================================
# 4. Function tables
# ===========================================================================

@dataclass
class ApiFunction:
    lib: str                   # 'driver' | 'nvrtc' | 'nvjitlink' | 'nvvm' | 'nccl'
    abi_name: str              # index name (CUDACORE__DRV_<abi_name>)
    proc_name: str             # name passed to cuGetProcAddress / dlsym
    version: int
    ptds_version: int
    export_name: str
    core: bool
    optional: bool
    type: Optional[FuncType]   # signature with parameter names (None: not visible)


def pfn_versions(model: Model, base: str) -> tuple:
    """(all non-ptds versions incl. internal, main-section non-ptds versions)."""
    allv = sorted({p.version for p in model.pfns if p.base == base and not p.suffix})
    mainv = sorted({p.version for p in model.pfns
                    if p.base == base and not p.suffix and not p.internal})
    return allv, mainv


def export_name_for(model: Model, base: str, version: int) -> Optional[str]:
    allv, _ = pfn_versions(model, base)
    if version not in allv:
        return None
    rank = allv.index(version)
    return base if rank == 0 else '%s_v%d' % (base, rank + 1)


def matching_ptds(model: Model, base: str, version: int) -> int:
    main = model.pfn(base, version)
    if main is None or main.type is None:
        return 0
    sig = model.canonical(main.type)
    cands = sorted(p.version for p in model.pfns
                   if p.base == base and p.suffix and p.type is not None
                   and model.canonical(p.type) == sig)
    if not cands:
        return 0
    later = [v for v in cands if v >= version]
    return later[0] if later else cands[0]


def named_functions(lib: str, entries: list, declared: list, header: str) -> list:
    """A library's manifest entries (its functions found by their own names,
    with dlsym), each with its declaration in header, in manifest order;
    version: NCCL's since (0 elsewhere)."""
    by_name = {f.name: f for f in declared}
    out = []
    for e in entries:
        f = by_name.get(e.name)
        if f is None:
            raise GenError('manifest lists %s, which %s does not declare' % (e.name, header))
        out.append(ApiFunction(lib, e.name, e.name, e.since, 0, e.name, True, e.optional, f.type))
    return out


def build_api(model: Model, man: Manifest) -> tuple:
    """-> (driver, nvrtc, nvjitlink, nvvm) lists of ApiFunction, in manifest order."""
    driver = []
    for e in man.driver:
        pfn = model.pfn(e.proc_name, e.version)
        ft = pfn.type if pfn is not None else None
        export = export_name_for(model, e.proc_name, e.version)
        if export is None:
            # no PFN typedef: the header declaration names the export (macro suffix)
            decl = [f for f in model.driver_functions() if f.spelled == e.abi_name]
            export = decl[0].name if decl else e.abi_name
            if decl and ft is None:
                ft = decl[0].type
        if ft is None and e.core:
            raise GenError('core driver ABI %s (%s v%d) has no visible PFN typedef'
                           % (e.abi_name, e.proc_name, e.version))
        driver.append(ApiFunction('driver', e.abi_name, e.proc_name, e.version, e.ptds,
                                  export, e.core, False, ft))
    return (driver, named_functions('nvrtc', man.nvrtc, model.nvrtc_functions(), 'nvrtc.h'),
            named_functions('nvjitlink', man.nvjitlink, model.nvjitlink_functions(), 'nvJitLink.h'),
            named_functions('nvvm', man.nvvm, model.nvvm_functions(), 'nvvm.h'))


def build_nccl_api(model: Model, man: Manifest) -> list:
    """The manifest's NCCL functions; version holds the release that added it (0: required)."""
    return named_functions('nccl', man.nccl, model.nccl_functions(), NCCL_HEADER)


# ===========================================================================
# 5. Type closure and ordering
# ===========================================================================
#
# Emission nodes:  ('tag', record)   struct TAG;  (opaque toolkit tag)
#                  ('def', record)   struct cudacore__TAG { ... };
#                  ('decl', typedef) the cudacore_<name> typedef (enums: whole enum)

class TypeGraph:
    def __init__(self, model: Model):
        self.m = model

    # -- spelling --------------------------------------------------------------
    def spell(self, n: Named) -> str:
        m = self.m
        if n.kind == 'builtin':
            return n.name
        if n.kind == 'typedef':
            if n.name in m.typedefs:
                return 'cudacore_' + n.name
            if n.name not in ALLOWED_SYSTEM_TYPEDEFS:
                raise GenError('type %s is not available from <stddef.h>/<stdint.h>' % n.name)
            return n.name
        if n.kind == 'record':
            rec = m.records[n.name]
            if not rec.defined:
                return '%s %s' % (rec.kind, rec.tag)
            if rec.inline:
                raise GenError('anonymous record %s used outside its parent' % rec.key)
            if rec.primary_typedef:
                return 'cudacore_' + rec.primary_typedef
            return '%s %s' % (rec.kind, rec.our_tag)
        if n.kind == 'enum':
            en = m.enums[n.name]
            if not en.primary_typedef:
                raise GenError('enum %s has no typedef name' % en.key)
            return 'cudacore_' + en.primary_typedef
        raise TypeError(n)

    # -- dependencies ------------------------------------------------------------
    def completion(self, name: str) -> set:
        td = self.m.typedefs[name]
        return self.type_deps(td.type, 'value') - {('decl', name)}

    def type_deps(self, t: object, mode: str) -> set:
        """mode: 'ref' (declared is enough), 'value' (complete), 'full' (closure)."""
        m = self.m
        out: set = set()
        if isinstance(t, Named):
            if t.kind == 'typedef' and t.name in m.typedefs:
                out.add(('decl', t.name))
                if mode == 'value':
                    out |= self.completion(t.name)
            elif t.kind == 'record':
                rec = m.records[t.name]
                if not rec.defined:
                    out.add(('tag', rec.key))
                elif rec.inline:
                    for f in rec.fields:
                        out |= self.type_deps(f.type, 'full' if mode == 'full' else 'value')
                elif rec.primary_typedef:
                    out.add(('decl', rec.primary_typedef))
                    if mode != 'ref':
                        out.add(('def', rec.key))
                else:
                    out.add(('def', rec.key))
            elif t.kind == 'enum':
                en = m.enums[t.name]
                out.add(('decl', en.primary_typedef))
        elif isinstance(t, Pointer):
            out |= self.type_deps(t.to, 'full' if mode == 'full' else 'ref')
        elif isinstance(t, Array):
            out |= self.type_deps(t.of, 'full' if mode == 'full' else 'value')
        elif isinstance(t, FuncType):
            sub = 'full' if mode == 'full' else 'ref'
            out |= self.type_deps(t.ret, sub)
            for p in t.params:
                out |= self.type_deps(p.type, sub)
        return out

    def is_primary_direct(self, td: Typedef) -> bool:
        if td.direct is None:
            return False
        holder = self.m.records[td.direct[1]] if td.direct[0] == 'record' else self.m.enums[td.direct[1]]
        return holder.primary_typedef == td.name

    def node_deps(self, node: tuple, mode: str) -> set:
        """Emission dependencies (mode 'emit') or closure edges (mode 'full')."""
        kind, key = node
        if kind == 'tag':
            return set()
        if kind == 'def':
            out = set()
            for f in self.m.records[key].fields:
                out |= self.type_deps(f.type, 'full' if mode == 'full' else 'value')
            return out - {node}
        td = self.m.typedefs[key]
        if td.direct is not None:
            if td.direct[0] == 'record':
                rec = self.m.records[td.direct[1]]
                deps = {('def', rec.key)} if mode == 'full' and rec.defined else set()
                if rec.primary_typedef != td.name:
                    deps.add(('decl', rec.primary_typedef))
                return deps
            en = self.m.enums[td.direct[1]]
            return set() if en.primary_typedef == td.name else {('decl', en.primary_typedef)}
        if td.platform_alt is not None:
            return set()
        return self.type_deps(td.type, 'full' if mode == 'full' else 'ref') - {node}

    def node_pos(self, node: tuple) -> tuple:
        kind, key = node
        if kind == 'decl':
            pos = self.m.typedefs[key].pos
        else:
            pos = self.m.records[key].pos
        return pos + ({'tag': 0, 'def': 1, 'decl': 2}[kind], key)

    def closure(self, roots: Iterable[tuple]) -> set:
        seen: set = set()
        todo = list(roots)
        while todo:
            n = todo.pop()
            if n in seen:
                continue
            seen.add(n)
            todo.extend(self.node_deps(n, 'full') - seen)
        return seen

    def order(self, nodes: set) -> list:
        deps = {n: self.node_deps(n, 'emit') & nodes for n in nodes}
        missing = {d for n in nodes for d in self.node_deps(n, 'emit')} - nodes
        if missing:
            raise GenError('closure is missing %s' % sorted(missing))
        users: dict = {n: [] for n in nodes}
        for n, ds in deps.items():
            for d in ds:
                users[d].append(n)
        count = {n: len(ds) for n, ds in deps.items()}
        heap = [(self.node_pos(n), n) for n in nodes if count[n] == 0]
        heapq.heapify(heap)
        out = []
        while heap:
            _, n = heapq.heappop(heap)
            out.append(n)
            for u in users[n]:
                count[u] -= 1
                if count[u] == 0:
                    heapq.heappush(heap, (self.node_pos(u), u))
        if len(out) != len(nodes):
            raise GenError('dependency cycle among %s' % sorted(set(nodes) - set(out)))
        return out


def closure_roots(model: Model, graph: TypeGraph, funcs: Iterable[ApiFunction],
                  types: Iterable[str], macros: Iterable[Macro]) -> set:
    roots: set = set()
    for f in funcs:
        if f.type is not None:
            roots |= graph.type_deps(f.type, 'full')
    for name in types:
        if name not in model.typedefs:
            raise GenError('manifest type %s is not a toolkit typedef' % name)
        roots.add(('decl', name))
    for mac in macros:
        for kind, name in mac.deps:
            if kind == 'typedef':
                roots |= graph.type_deps(Named('typedef', name), 'full')
            elif kind == 'enumconst':
                roots |= graph.type_deps(Named('enum', model.enum_consts[name][0]), 'full')
    return roots


# ===========================================================================
# 6. Emitters
# ===========================================================================

def c_int(v: int) -> str:
    if v > 0x7fffffff:
        return '%du' % v if v <= 0xffffffff else '%dull' % v
    if v < -0x7fffffff:
        return '(%d - 1)' % (v + 1)
    return str(v)


class CudacoreEmitter:
    """Builds the text of cudacore.h's generated regions."""

    def __init__(self, model: Model, man: Manifest):
        self.m = model
        self.man = man
        self.g = TypeGraph(model)
        self.driver, self.nvrtc, self.nvjitlink, self.nvvm = build_api(model, man)
        self.nccl = build_nccl_api(model, man)
        core_funcs = [f for f in self.driver if f.core] + self.nvrtc + self.nvjitlink + self.nvvm
        macros = self.macros()
        self.nodes = self.g.closure(closure_roots(model, self.g, core_funcs, man.types, macros))
        self.ordered = self.g.order(self.nodes)
        # nccl.h: every type it declares, beyond those already declared above
        nccl_types = [n for n, td in model.typedefs.items() if td.header == NCCL_HEADER]
        full = self.g.closure(closure_roots(model, self.g, self.nccl, nccl_types, self.nccl_macros()) | self.nodes)
        self.nccl_nodes = full - self.nodes
        self.nccl_ordered = [n for n in self.g.order(full) if n in self.nccl_nodes]

    # -- shared helpers ---------------------------------------------------------------
    def macros(self) -> list:
        return sorted((mac for mac in self.m.macros.values() if mac.header in LIB_HEADERS), key=lambda mac: mac.pos)

    def nccl_macros(self) -> list:
        return sorted((mac for mac in self.m.macros.values() if mac.header == NCCL_HEADER), key=lambda mac: mac.pos)

    def spell(self, n: Named) -> str:
        return self.g.spell(n)

    def rename_macro_text(self, text: str) -> str:
        def sub(mo: re.Match) -> str:
            w = mo.group(0)
            if w in self.m.macros or w in self.m.enum_consts:
                return 'CUDACORE_' + w
            if w in self.m.typedefs:
                return 'cudacore_' + w
            return w
        return re.sub(r'\b[A-Za-z_]\w*\b', sub, text)

    def emitted_records(self, ordered: Optional[list] = None) -> list:
        return [self.m.records[k] for kind, k in (self.ordered if ordered is None else ordered) if kind == 'def']

    def emitted_enums(self, ordered: Optional[list] = None) -> list:
        out = []
        for kind, k in (self.ordered if ordered is None else ordered):
            if kind == 'decl':
                td = self.m.typedefs[k]
                if td.direct and td.direct[0] == 'enum' and self.g.is_primary_direct(td):
                    out.append(self.m.enums[td.direct[1]])
        return out

    # -- abi_types ---------------------------------------------------------------------
    def region_abi_types(self) -> str:
        L = ['/* Toolkit ABI copy, CUDA_VERSION %d (tools/abi_manifest.txt). */' % self.m.cuda_version]
        for h in LIB_HEADERS:
            L += ['#ifndef %s' % HAVE_MACRO[h],
                  '#if defined(%s)' % self.m.header_guard[h],
                  '#define %s 1' % HAVE_MACRO[h],
                  '#else',
                  '#define %s 0' % HAVE_MACRO[h],
                  '#endif',
                  '#endif']
        L += ['#ifndef CUDACORE__CUDAAPI',
              '#if defined(_WIN32) && !defined(_WIN64)',
              '#define CUDACORE__CUDAAPI __stdcall',
              '#else',
              '#define CUDACORE__CUDAAPI',
              '#endif',
              '#endif',
              '#ifndef CUDACORE__EXTENSION',
              '#if defined(__GNUC__) || defined(__clang__)',
              '#define CUDACORE__EXTENSION __extension__',
              '#else',
              '#define CUDACORE__EXTENSION',
              '#endif',
              '#endif',
              '/* Same rule as the toolkit uses for its over-aligned types. */',
              '#ifndef CUDACORE__ALIGNAS',
              '#if defined(__cplusplus) && (__cplusplus >= 201103L)',
              '#define CUDACORE__ALIGNAS(n) alignas(n)',
              '#elif defined(__STDC_VERSION__) && (__STDC_VERSION__ >= 201112L)',
              '#define CUDACORE__ALIGNAS(n) _Alignas(n)',
              '#else',
              '#define CUDACORE__ALIGNAS(n)',
              '#endif',
              '#endif',
              '']
        L += self.type_nodes(self.ordered)
        L.append('')
        L.append('/* Constants defined as macros by the toolkit headers. */')
        for mac in self.macros():
            L.append('#define CUDACORE_%s %s' % (mac.name, self.rename_macro_text(mac.text)))
        return '\n'.join(L) + '\n'

    def type_nodes(self, ordered: list) -> list:
        L = []
        for kind, key in ordered:
            if kind == 'tag':
                rec = self.m.records[key]
                L.append('%s %s;' % (rec.kind, rec.tag))
            elif kind == 'def':
                L += self.record_def(self.m.records[key])
            else:
                L += self.typedef_decl(self.m.typedefs[key])
        return L

    def macro_define(self, mac: Macro) -> str:
        """#define CUDACORE_<name>: the header's text under our names; a value
        that comes from the C library (INT_MIN) is written as the value."""
        if mac.kind == 'func':
            return '#define CUDACORE_%s(%s) %s' % (mac.name, ', '.join(mac.params), self.rename_macro_text(mac.text))
        if any(kind == 'sysmacro' for kind, _ in mac.deps):
            return '#define CUDACORE_%s %s' % (mac.name, 'NULL' if mac.kind == 'ptr' else c_int(mac.value))
        return '#define CUDACORE_%s %s' % (mac.name, self.rename_macro_text(mac.text))

    def record_body(self, rec: Record, indent: str) -> list:
        out = []
        for f in rec.fields:
            prefix = indent + ('CUDACORE__ALIGNAS(%d) ' % f.align if f.align else '')
            if f.name is None:
                sub = self.m.records[f.type.name]
                out.append(prefix + 'CUDACORE__EXTENSION %s {' % sub.kind)
                out += self.record_body(sub, indent + '    ')
                out.append(indent + '};')
                continue
            inline = [n for n in walk_named(f.type)
                      if n.kind == 'record' and self.m.records[n.name].inline]
            if inline:
                sub = self.m.records[inline[0].name]
                body = self.record_body(sub, indent + '    ')
                marker = '@@INLINE@@'

                def spell(n: Named, _sub=sub) -> str:
                    if n.kind == 'record' and n.name == _sub.key:
                        return marker
                    return self.spell(n)
                text = render_decl(f.type, f.name, spell)
                head, tail = text.split(marker)
                out.append(prefix + head + sub.kind + ' {')
                out += body
                out.append(indent + '}' + tail + ';')
                continue
            out.append(prefix + render_decl(f.type, f.name, self.spell) + ';')
        return out

    def record_def(self, rec: Record) -> list:
        return ['%s %s {' % (rec.kind, rec.our_tag)] + self.record_body(rec, '    ') + ['};']

    def typedef_decl(self, td: Typedef) -> list:
        have = HAVE_MACRO[td.header]
        name = 'cudacore_' + td.name
        if td.direct is not None and self.g.is_primary_direct(td):
            if td.direct[0] == 'record':
                rec = self.m.records[td.direct[1]]
                if not rec.defined:   # typedef of an opaque struct type (not a pointer)
                    return ['typedef %s %s %s;' % (rec.kind, rec.tag, name)]
                return ['#if %s' % have,
                        'typedef %s %s;' % (td.name, name),
                        '#else',
                        'typedef %s %s %s;' % (rec.kind, rec.our_tag, name),
                        '#endif']
            return self.enum_decl(td, self.m.enums[td.direct[1]])
        if td.platform_alt is not None:
            cond, ta, tb = td.platform_alt
            return ['#if %s' % cond,
                    'typedef %s;' % render_decl(ta, name, self.spell),
                    '#else',
                    'typedef %s;' % render_decl(tb, name, self.spell),
                    '#endif']
        return ['typedef %s;' % render_decl(td.type, name, self.spell)]

    def enum_decl(self, td: Typedef, en: Enum) -> list:
        have = HAVE_MACRO[td.header]
        name = 'cudacore_' + td.name
        vals = [v for _, v in en.constants]
        lo, hi = min(vals, default=0), max(vals, default=0)
        sentinels = ['    cudacore__%s_force_size = 0x7fffffff' % td.name]
        if lo < 0:
            sentinels.insert(0, '    cudacore__%s_force_signed = -0x7fffffff - 1' % td.name)
        out = ['#if %s' % have,
               'typedef %s %s;' % (td.name, name),
               '#else',
               'typedef enum cudacore__%s_enum {' % td.name]
        if hi > 0x7fffffff:
            # C enumerators must fit in int; C compilers then pick unsigned int
            # anyway, C++ needs an enumerator to widen the value range.
            if lo < 0:
                raise GenError('enum %s needs more than 32 bits' % td.name)
            out += [sentinels[-1],
                    '#if defined(__cplusplus)',
                    '    , cudacore__%s_force_unsigned = 0xffffffffu' % td.name,
                    '#endif']
        else:
            out.append(',\n'.join(sentinels))
        out += ['} %s;' % name, '#endif']
        for cname, v in en.constants:
            out.append('#define CUDACORE_%s ((%s)%s)' % (cname, name, c_int(v)))
        return out

    # -- abi_checks --------------------------------------------------------------------
    def region_abi_checks(self) -> str:
        return self.check_lines(self.ordered, self.macros(), LIB_HEADERS)

    def check_lines(self, ordered: list, macros: list, headers: tuple) -> str:
        by_header: dict = {h: [] for h in headers}
        for en in self.emitted_enums(ordered):
            for cname, v in en.constants:
                by_header[en.header].append(
                    'CUDACORE__STATIC_ASSERT((long long)%s == %s, cudacore__abi_%s);'
                    % (cname, c_int(v), cname))
        for mac in macros:
            if mac.kind == 'func' and len(mac.params) == 3:   # NCCL_VERSION(X, Y, Z): both of its branches
                for i, args in enumerate(('2, 8, 3', '2, 28, 9')):
                    by_header[mac.header].append(
                        'CUDACORE__STATIC_ASSERT((long long)%s(%s) == (long long)CUDACORE_%s(%s), cudacore__abi_def_%s_%d);'
                        % (mac.name, args, mac.name, args, mac.name, i))
            if mac.kind != 'int':
                continue
            by_header[mac.header].append(
                'CUDACORE__STATIC_ASSERT((long long)(%s) == (long long)(CUDACORE_%s), '
                'cudacore__abi_def_%s);' % (mac.name, mac.name, mac.name))
        for rec in self.emitted_records(ordered):
            ours, theirs = 'struct ' + rec.our_tag if rec.kind == 'struct' else 'union ' + rec.our_tag, \
                rec.cuda_spelling()
            if theirs is None or rec.nested:
                continue   # nested tags: checked through the enclosing record
            tag = rec.our_tag[len('cudacore__'):]
            chk = by_header[rec.header]
            chk.append('CUDACORE__STATIC_ASSERT(sizeof(%s) == sizeof(%s), cudacore__abi_size_%s);'
                       % (ours, theirs, tag))
            for member in self.member_names(rec):
                chk.append('CUDACORE__STATIC_ASSERT(offsetof(%s, %s) == offsetof(%s, %s), '
                           'cudacore__abi_offset_%s__%s);' % (ours, member, theirs, member, tag, member))
        L = []
        for h in headers:
            if not by_header[h]:
                continue
            L.append('#if %s' % HAVE_MACRO[h])
            L += by_header[h]
            L.append('#endif')
        return '\n'.join(L) + '\n'

    def member_names(self, rec: Record) -> list:
        out = []
        for f in rec.fields:
            if f.name is not None:
                out.append(f.name)
            else:
                out += self.member_names(self.m.records[f.type.name])
        return out

    # -- fn_index --------------------------------------------------------------------------
    def region_fn_index(self) -> str:
        L = []
        for prefix, funcs in (('DRV', self.driver), ('NVRTC', self.nvrtc),
                              ('NVJITLINK', self.nvjitlink), ('NVVM', self.nvvm)):
            L.append('enum {')
            L += ['    CUDACORE__%s_%s,' % (prefix, f.abi_name) for f in funcs]
            L.append('    CUDACORE__%s_COUNT' % prefix)
            L.append('};')
        return '\n'.join(L) + '\n'

    # -- fn_tables ---------------------------------------------------------------------------
    def region_fn_tables(self) -> str:
        return self.fn_tables((('drv', 'DRV', 'CUDA', 'CUresult', self.driver),
                               ('nvrtc', 'NVRTC', 'NVRTC', 'nvrtcResult', self.nvrtc),
                               ('nvjitlink', 'NVJITLINK', 'NVJITLINK', 'nvJitLinkResult', self.nvjitlink),
                               ('nvvm', 'NVVM', 'NVVM', 'nvvmResult', self.nvvm)))

    def fn_tables(self, libs: tuple) -> str:
        """Per library (table prefix, index prefix, its CUDACORE_LIBRARY_ name,
        result type, functions): the info table, then each core function's
        pointer type and stub, and the table of stubs."""
        L = []
        for low, up, _, _, funcs in libs:
            L.append('CUDACORE__UNUSED static const cudacore__fn_info cudacore__%s_info[CUDACORE__%s_COUNT] = {'
                     % (low, up))
            rows = ['    {"%s", %d, %d, "%s"}' % (f.proc_name, f.version, f.ptds_version, f.export_name)
                    for f in funcs]
            L.append(',\n'.join(rows))
            L.append('};')
        for low, up, library, result, funcs in libs:
            core = [f for f in funcs if f.core]
            L.append('')
            for f in core:
                L.append(self.pfn_typedef(f))
            for f in core:
                L += self.stub(f, low, up, library, result)
            L.append('CUDACORE__UNUSED static const cudacore__fnptr cudacore__%s_stub[CUDACORE__%s_COUNT] = {'
                     % (low, up))
            rows = []
            for f in funcs:
                if f.core:
                    rows.append('    (cudacore__fnptr)cudacore__missing_%s' % f.abi_name)
                else:
                    rows.append('    0 /* %s */' % f.abi_name)
            L.append(',\n'.join(rows))
            L.append('};')
        return '\n'.join(L) + '\n'

    # -- nccl_abi, nccl_fn_tables ----------------------------------------------------------------
    def region_nccl_abi(self) -> str:
        """nccl.h's types, constants, checks and function index: one region, so
        that a tree without NCCL work keeps the toolkit regions untouched."""
        v = self.m.nccl_version
        guard = self.m.header_guard[NCCL_HEADER]
        L = ['/* NCCL ABI copy, NCCL_VERSION_CODE %d (nccl.h; tools/abi_manifest.txt). nccl.h' % v,
             '   included first is reused, and checked, when it is this same release. */',
             '#ifndef %s' % HAVE_MACRO[NCCL_HEADER],
             '#if defined(%s) && defined(NCCL_VERSION_CODE) && NCCL_VERSION_CODE == %d' % (guard, v),
             '#define %s 1' % HAVE_MACRO[NCCL_HEADER],
             '#else',
             '#define %s 0' % HAVE_MACRO[NCCL_HEADER],
             '#endif',
             '#endif']
        L += self.type_nodes(self.nccl_ordered)
        L.append('')
        L.append('/* Constants defined as macros by nccl.h. */')
        for mac in self.nccl_macros():
            L.append(self.macro_define(mac))
        L.append(self.check_lines(self.nccl_ordered, self.nccl_macros(), (NCCL_HEADER,)).rstrip('\n'))
        L.append('enum {')
        L += ['    CUDACORE__NCCL_%s,' % f.abi_name for f in self.nccl]
        L.append('    CUDACORE__NCCL_COUNT')
        L.append('};')
        return '\n'.join(L) + '\n'

    def region_nccl_fn_tables(self) -> str:
        """Per function: {name, NCCL_VERSION_CODE that added it (0: required), 0,
        name}, its pointer type and the stub that stands in when it is missing."""
        en = self.m.enums[self.m.typedefs['ncclResult_t'].direct[1]]
        names = {}
        for c, v in en.constants:
            if c != 'ncclNumResults':
                names.setdefault(v, c)
        if sorted(names) != list(range(len(names))):
            raise GenError('ncclResult_t values are not 0..n-1')
        L = ['/* ncclResult_t value -> its name. */',
             'static const char *const cudacore__nccl_result_names[%d] = {' % len(names),
             ',\n'.join('    "%s"' % names[v] for v in sorted(names)),
             '};']
        return '\n'.join(L) + '\n' + self.fn_tables((('nccl', 'NCCL', 'NCCL', 'ncclResult_t', self.nccl),))

    def pfn_typedef(self, f: ApiFunction) -> str:
        ptr = Pointer(f.type)
        return 'typedef %s;' % render_decl(ptr, 'cudacore__PFN_' + f.abi_name, self.spell)

    def stub(self, f: ApiFunction, low: str, up: str, library: str, result: str) -> list:
        """A core function's stand-in where the library lacks it: it hands its
        library and info entry to cudacore__fn_missing (src/libraries.c), and
        returns the native code that gives back, or 0 / NULL."""
        ft = f.type
        names = ['cudacore__p%d' % i for i in range(len(ft.params))]
        params = ', '.join(render_decl(p.type, n, self.spell) for p, n in zip(ft.params, names))
        if ft.variadic:
            params += ', ...'
        cc = 'CUDACORE__CUDAAPI ' if ft.cc else ''
        head = render_decl(ft.ret, cc + 'cudacore__missing_%s(%s)' % (f.abi_name, params or 'void'),
                           self.spell)
        call = 'cudacore__fn_missing(CUDACORE_LIBRARY_%s, &cudacore__%s_info[CUDACORE__%s_%s])' % (library, low, up, f.abi_name)
        body = ['(void)%s;' % n for n in names]
        ret = ft.ret
        if isinstance(ret, Named) and ret.kind == 'typedef' and ret.name == result:
            body.append('return (cudacore_%s)%s;' % (result, call))
        elif isinstance(ret, Named) and ret.kind == 'builtin' and ret.name == 'void':
            body.append('(void)%s;' % call)
        elif self.m.is_pointer_type(ret):
            body += ['(void)%s;' % call, 'return NULL;']
        else:
            body += ['(void)%s;' % call,
                     'return (%s)0;' % render_decl(ret, '', self.spell)]
        return ['CUDACORE__UNUSED static ' + head, '{ ' + ' '.join(body) + ' }']

    def regions(self) -> dict:
        return {name: getattr(self, 'region_' + name)() for name in REGION_NAMES}


# ===========================================================================
# 6b. cudabind.h emitter
# ===========================================================================
#
# cudabind.h holds (a) the toolkit types cudacore.h does not declare, with
# their ABI checks, and (b) one static inline {err, outputs...} wrapper per
# manifest function.  Which pointer parameters are outputs is decided by
# classify_params() below; BIND_PARAM_OVERRIDES pins the ambiguous ones.

BIND_REGION_NAMES = ('bind_coverage', 'bind_types', 'bind_checks', 'bind_functions',
                     'bind_errors', 'bind_list')
BIND_RESULT = {'driver': 'CUresult', 'nvrtc': 'nvrtcResult', 'nvjitlink': 'nvJitLinkResult',
               'nvvm': 'nvvmResult', 'nvml': 'nvmlReturn_t', 'nccl': 'ncclResult_t'}
BIND_LIBRARY = {'driver': 'CUDACORE_LIBRARY_CUDA', 'nvrtc': 'CUDACORE_LIBRARY_NVRTC',
                'nvjitlink': 'CUDACORE_LIBRARY_NVJITLINK', 'nvvm': 'CUDACORE_LIBRARY_NVVM',
                'nvml': 'CUDACORE_LIBRARY_NVML', 'nccl': 'CUDACORE_LIBRARY_NCCL'}
BIND_INDEX = {'driver': 'DRV', 'nvrtc': 'NVRTC', 'nvjitlink': 'NVJITLINK', 'nvvm': 'NVVM', 'nvml': 'NVML', 'nccl': 'NCCL'}

# (function base name or '*', parameter name) -> 'in' | 'out'.  Consulted
# first; '*' applies to every function.  Non-const pointers the functions
# read (arrays, in/out structs, option vectors) stay inputs.
BIND_PARAM_OVERRIDES = {
    ('*', 'kernelParams'): 'in', ('*', 'extra'): 'in',
    ('*', 'options'): 'in', ('*', 'optionValues'): 'in',
    ('*', 'paramArray'): 'in', ('*', 'nodeParams'): 'in',
    ('*', 'launchParamsList'): 'in', ('*', 'config'): 'in',
    ('*', 'instantiateParams'): 'in', ('*', 'attributes'): 'in',
    ('*', 'data'): 'in', ('*', 'updateResultInfo'): 'in',
    ('*', 'params'): 'in', ('*', 'resources'): 'in',
    ('*', 'jitOptions'): 'in', ('*', 'jitOptionsValues'): 'in',
    ('*', 'libraryOptions'): 'in', ('*', 'libraryOptionValues'): 'in',
    ('*', 'attrIdxs'): 'in', ('*', 'opList'): 'in', ('*', 'mapInfoList'): 'in',
    ('*', 'dptrs'): 'in', ('*', 'prefetchLocIdxs'): 'in', ('*', 'prefetchLocs'): 'in',
    ('*', 'dataSizes'): 'in', ('*', 'ctxCreateParams'): 'in',
    ('cuGraphGetEdges', 'from'): 'in', ('cuGraphGetEdges', 'to'): 'in',
    ('cuGraphGetEdges', 'edgeData'): 'in', ('cuGraphGetEdges', 'numEdges'): 'in',
    ('cuGraphNodeGetDependencies', 'edgeData'): 'in',
    ('cuGraphNodeGetDependentNodes', 'edgeData'): 'in',
    ('cuMemPoolGetAccess', 'location'): 'in', ('cuMemGetDefaultMemPool', 'location'): 'in',
    ('cuMemGetMemPool', 'location'): 'in', ('cuMemSetMemPool', 'location'): 'in',
    ('cuMemPoolImportPointer', 'shareData'): 'in',
    ('cuCoredumpGetAttribute', 'size'): 'in', ('cuCoredumpGetAttributeGlobal', 'size'): 'in',
    ('cuCoredumpSetAttribute', 'size'): 'in', ('cuCoredumpSetAttributeGlobal', 'size'): 'in',
    ('cuLogsDumpToMemory', 'iterator'): 'in', ('cuLogsDumpToMemory', 'size'): 'in',
    ('cuLogsDumpToFile', 'iterator'): 'in',
    ('cuCheckpointProcessLock', 'args'): 'in', ('cuCheckpointProcessCheckpoint', 'args'): 'in',
    ('cuCheckpointProcessRestore', 'args'): 'in', ('cuCheckpointProcessUnlock', 'args'): 'in',
    ('cuTensorMapReplaceAddress', 'tensorMap'): 'in',
    ('cuDevSmResourceSplitByCount', 'result'): 'in',
    ('nvrtcDestroyProgram', 'prog'): 'in', ('nvJitLinkDestroy', 'handle'): 'in',
    ('nvvmDestroyProgram', 'prog'): 'in',
    ('*', 'desc'): 'in', ('*', 'attrs'): 'in',
    ('*', 'copyParams'): 'in',
    ('*', 'dsts'): 'in', ('*', 'srcs'): 'in', ('*', 'sizes'): 'in',
    ('*', 'memcpyNodeParams'): 'in', ('*', 'memsetNodeParams'): 'in',
    ('*', 'nvSciSyncAttrList'): 'in', ('*', 'callbackFunc'): 'in',
    ('*', 'headers'): 'in', ('*', 'includeNames'): 'in',
    ('*', 'supportedArchs'): 'in', ('*', 'memHandleDesc'): 'in',
    ('*', 'paramsArray'): 'in', ('*', 'extSemArray'): 'in',
    ('*', 'paramsOut'): 'out',
    ('cuGraphKernelNodeGetParams', 'nodeParams'): 'out',
    ('cuGraphMemcpyNodeGetParams', 'nodeParams'): 'out',
    ('cuGraphMemsetNodeGetParams', 'nodeParams'): 'out',
    ('cuGraphHostNodeGetParams', 'nodeParams'): 'out',
    ('cuGraphExternalSemaphoresSignalNodeGetParams', 'params_out'): 'out',
    ('cuGraphExternalSemaphoresWaitNodeGetParams', 'params_out'): 'out',
    ('cuGraphBatchMemOpNodeGetParams', 'nodeParams_out'): 'out',
    ('cuGraphMemAllocNodeGetParams', 'params_out'): 'out',
    ('cuStreamGetAttribute', 'value_out'): 'out',
    ('cuGraphKernelNodeGetAttribute', 'value_out'): 'out',
    ('cuDeviceGetDevResource', 'resource'): 'out',
    ('cuCtxGetDevResource', 'resource'): 'out',
    ('cuGreenCtxGetDevResource', 'resource'): 'out',
    ('cuDevSmResourceSplitByCount', 'remaining'): 'out',
    ('cuDevSmResourceSplitByCount', 'nbGroups'): 'in',
    ('cuDevResourceGenerateDesc', 'phDesc'): 'out',
    ('cuMemGetAllocationPropertiesFromHandle', 'prop'): 'out',
    ('cuArrayGetDescriptor', 'pArrayDescriptor'): 'out',
    ('cuArray3DGetDescriptor', 'pArrayDescriptor'): 'out',
    ('cuLogsRegisterCallback', 'callback_out'): 'out',
    ('cuPointerGetAttribute', 'data'): 'in',
    ('cuCheckpointProcessGetState', 'state'): 'out',
    ('ncclCommInitAll', 'comm'): 'in',              # the caller's array of ndev communicators
    ('ncclCommShrink', 'excludeRanksList'): 'in',   # excludeRanksCount ranks
    ('ncclCommInitRankScalable', 'commIds'): 'in',  # nId unique ids
    ('ncclGroupSimulateEnd', 'simInfo'): 'in',      # in/out, set up with NCCL_SIM_INFO_INITIALIZER
}

def _count_stem(name: str) -> Optional[str]:
    """'numNodes' / 'nNodes' / 'nodeCount' / 'numDependencies_out' -> 'node' / 'dependencie'."""
    n = re.sub(r'_out$', '', name)
    m = re.match(r'^(?:num|nb|n)([A-Z]\w*)$', n) or re.match(r'^(\w+?)Count$', n)
    return m.group(1).lower().rstrip('s') if m else None


def _array_stem(name: str) -> str:
    return re.sub(r'_out$', '', re.sub(r'^(ph|p)(?=[A-Z])', '', name)).lower().rstrip('s')


def classify_params(model: Model, fname: str, ft: FuncType) -> list:
    """-> ['in'|'out', ...] for each parameter of ft.

    Rule (documented in cudabind.h): a parameter is an output when it is
    declared as a non-const pointer (`T *`, T not const) to a scalar, handle,
    enum, struct or pointer (`int *`, `CUstream *`, `CUuuid *`, `void **`,
    `const char **`), which the function writes.  Stay inputs: `void *` /
    `char *` buffers (with their length parameter), arrays whose element count
    is another parameter (`nodes` with `numNodes`; that count, when a pointer,
    is in/out and stays an input too), and BIND_PARAM_OVERRIDES (option
    vectors, in/out parameter structs such as CUgraphNodeParams, handles that
    a destroy function reads and clears)."""
    base = driver_base_name(fname)
    names = [p.name or '' for p in ft.params]
    count_stems = {n: _count_stem(n) for n in names if _count_stem(n)}
    out = []
    for p in ft.params:
        name = p.name or ''
        t = p.type
        ov = BIND_PARAM_OVERRIDES.get((base, name)) or BIND_PARAM_OVERRIDES.get((fname, name))
        if ov is None:
            ov = BIND_PARAM_OVERRIDES.get(('*', name))
        if ov is not None:
            if ov == 'out' and not isinstance(t, Pointer):
                raise GenError('override marks %s(%s) an output, but it is no pointer' % (fname, name))
            out.append(ov)
            continue
        if not isinstance(t, Pointer) or isinstance(t.to, FuncType):
            out.append('in')
            continue
        to = t.to
        if getattr(to, 'const', False):
            out.append('in')
            continue
        cto = model.canonical(to)
        if isinstance(cto, Named) and cto.kind == 'builtin' and cto.name in (
                'void', 'char', 'signed char', 'unsigned char'):
            out.append('in')
            continue
        if name.endswith('_out'):
            out.append('out')
            continue
        # an array sized by a sibling count, or the in/out count of one
        stem = _array_stem(name)
        if any(c != name and cs == stem for c, cs in count_stems.items()):
            out.append('in')
            continue
        if name in count_stems and any(
                n != name and _array_stem(n) == count_stems[name] for n in names):
            out.append('in')
            continue
        out.append('out')
    return out


def _enum_docs(text: str, names: Iterable[str]) -> dict:
    """First sentence of each enumerator's doc comment in `text` (leading
    `/** ... */` or trailing `/**< ... */`), or nothing."""
    out = {}
    for n in names:
        m = re.search(r'/\*\*((?:(?!\*/).)*?)\*/\s*%s\s*(?:=[^,\n]*)?,?' % re.escape(n), text, re.S)
        m2 = re.search(r'\b%s\b\s*(?:=[^,\n]*)?,?[ \t]*/\*\*<((?:(?!\*/).)*?)\*/' % re.escape(n), text, re.S)
        doc = m2.group(1) if m2 else (m.group(1) if m and len(m.group(1)) < 2000 else None)
        if not doc:
            continue
        doc = re.sub(r'\s*\n\s*\*?', ' ', doc)
        doc = re.sub(r'\\p |::|\\ref |\\e |\\link |\\endlink|#\w+\s', '', doc)
        doc = ' '.join(doc.split())
        first = re.split(r'(?<=[a-z0-9)])\.\s', doc + ' ')[0].strip().rstrip('.')
        if first:
            out[n] = first[0].lower() + first[1:] if not first[:2].isupper() else first
    return out


# NCCL's documentation of ncclResult_t (its header has no comments on them).
NCCL_RESULT_DOCS = {
    'ncclSuccess': 'function succeeded',
    'ncclUnhandledCudaError': 'a call to a CUDA function failed',
    'ncclSystemError': 'a call to the system failed',
    'ncclInternalError': 'an internal check failed (a bug in NCCL or a memory corruption)',
    'ncclInvalidArgument': 'an argument has an invalid value',
    'ncclInvalidUsage': 'the call to NCCL is incorrect (usually a programming error)',
    'ncclRemoteError': 'a call failed, possibly due to a network error or a remote process exiting prematurely',
    'ncclInProgress': 'the operation is being enqueued and progressed in the background',
}


def c_string(s: str) -> str:
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"') + '"'


def c_param(t: str, name: str) -> str:
    """'char *' + 'name' -> 'char *name'; 'int' + 'x' -> 'int x'."""
    return t + name if t.endswith('*') else '%s %s' % (t, name)


def wrapper_lines(lib: str, abi_name: str, doc: str, pfn: str, value: Optional[str], params: list, void: bool = False) -> list:
    """One cudabind wrapper.  params: (name, 'in'|'out', input declaration,
    output member declaration); value: the member for a function that
    returns something other than its result code; void: it returns nothing."""
    result = 'cudacore_' + BIND_RESULT[lib]
    sname = 'cudabind_%s_result' % abi_name
    index = 'CUDACORE__%s_%s' % (BIND_INDEX[lib], abi_name)
    outs = [p for p in params if p[1] == 'out']
    L = [pfn, 'typedef struct %s {' % sname, '    %s err;' % result]
    L += ['    %s;' % p[3] for p in outs]
    if value is not None:
        L.append('    %s;' % value)
    L.append('} %s;' % sname)
    L.append('/* %s%s */' % (doc, (': outputs ' + ', '.join(p[0] for p in outs)) if outs else ': no outputs'))
    ins = [p[2] for p in params if p[1] == 'in']
    L.append('static inline %s cudabind_%s(%s) {' % (sname, abi_name, ', '.join(ins) or 'void'))
    L.append('    %s cudabind__r;' % sname)
    L.append('    int cudabind__nf = 0;')
    L.append('    cudacore_fnptr cudabind__f = cudacore_library_function(%s, %s, &cudabind__nf);' % (BIND_LIBRARY[lib], index))
    L.append('    cudabind__zero(&cudabind__r, sizeof cudabind__r);')
    L.append('    if (!cudabind__f) { cudabind__r.err = (%s)cudabind__nf; return cudabind__r; }' % result)
    args = ', '.join('&cudabind__r.%s' % p[0] if p[1] == 'out' else p[0] for p in params)
    call = '((cudabind__PFN_%s)cudabind__f)(%s)' % (abi_name, args)
    if void:
        L.append('    %s;' % call)
    elif value is not None:
        L.append('    cudabind__r.value = %s;' % call)
    else:
        L.append('    cudabind__r.err = %s;' % call)
        record = 'cudacore_library_record(%s, %s, (int)' % (BIND_LIBRARY[lib], index)
        if outs:
            L += ['    if ((int)cudabind__r.err != 0) {',
                  '        %s cudabind__e = cudabind__r.err;' % result,
                  '        cudabind__zero(&cudabind__r, sizeof cudabind__r);',
                  '        cudabind__r.err = cudabind__e;',
                  '        %scudabind__e);' % record,
                  '    }']
        else:
            L.append('    if ((int)cudabind__r.err != 0) %scudabind__r.err);' % record)
    L.append('    return cudabind__r;')
    L.append('}')
    return L


# NVML's functions and codes come from tools/nvml_abi.txt (section 6d).
NVML_PARAM_OVERRIDES = {
    ('nvmlDeviceGetMemoryInfo_v2', 'memory'): 'in',   # in/out: the caller sets .version
}


def nvml_bind_functions(abi: 'NvmlAbi') -> list:
    """-> [(return type, name, [(type, param name, 'in'|'out'), ...]), ...],
    cudacore.h's spelling."""
    out = []
    for ret, name, plist in abi.functions:
        params = []
        for decl in ([] if plist == 'void' else [nvml_spell(abi, d.strip()) for d in plist.split(',')]):
            pm = re.match(r'^(.*?[\s*])(\w+)$', decl)
            if not pm:
                raise GenError('cannot read NVML parameter %r of %s' % (decl, name))
            t = re.sub(r'\s+', ' ', pm.group(1)).strip()
            t = re.sub(r'\s*\*', ' *', t)
            params.append((t, pm.group(2)))
        names = [n for _, n in params]
        rows = []
        for t, n in params:
            kind = NVML_PARAM_OVERRIDES.get((name, n))
            if kind is None:
                base = t[:-1].strip() if t.endswith('*') else None
                stem = _array_stem(n)
                is_array = any(c != n and _count_stem(c) == stem for c in names)
                is_count = _count_stem(n) is not None and any(o != n and _array_stem(o) == _count_stem(n) for o in names)
                kind = 'out' if (base is not None and not base.startswith('const ') and base not in ('char', 'void')
                                 and not is_array and not is_count) else 'in'
            rows.append((t, n, kind))
        out.append((nvml_spell(abi, ret), name, rows))
    return out


def nvml_return_codes(abi: 'NvmlAbi') -> list:
    """-> [('NVML_SUCCESS', 0), ...]: nvmlReturn_t's constants."""
    return [(c.name, int(c.value, 0)) for c in abi.constants() if c.kind == 'enum' and c.type == 'nvmlReturn_t']


class BindEmitter(CudacoreEmitter):
    """Builds the text of cudabind.h's generated regions."""

    def __init__(self, model: Model, man: Manifest, nvml: 'NvmlAbi'):
        super().__init__(model, man)
        self.core_nodes = set(self.nodes) | self.nccl_nodes   # cudacore.h declares all of nccl.h's
        roots = {('decl', n) for n, td in model.typedefs.items() if td.header in LIB_HEADERS}
        for f in self.driver + self.nvrtc + self.nvjitlink + self.nvvm + self.nccl:
            if f.type is not None:
                roots |= self.g.type_deps(f.type, 'full')
        full = self.g.closure(roots | self.core_nodes)
        self.extra_nodes = full - self.core_nodes
        self.ordered = [n for n in self.g.order(full) if n in self.extra_nodes]
        self.all_funcs = [f for f in self.driver + self.nvrtc + self.nvjitlink + self.nvvm + self.nccl if f.type is not None]
        self.kinds = {f.abi_name: classify_params(model, f.abi_name, f.type) for f in self.all_funcs}
        self.nvml = nvml_bind_functions(nvml)
        self.nvml_codes = nvml_return_codes(nvml)

    def macros(self) -> list:
        return []   # cudacore.h already emits and checks every toolkit macro

    # -- coverage ---------------------------------------------------------------------
    def coverage(self) -> dict:
        bases = self.m.driver_bases()
        wrapped_bases = {f.proc_name for f in self.driver if f.type is not None}
        return {
            'driver': (len([b for b in bases if b in wrapped_bases]), len(bases),
                       len([f for f in self.driver if f.type is not None])),
            'nvrtc': (len(self.nvrtc), len(self.m.nvrtc_functions())),
            'nvjitlink': (len(self.nvjitlink), len(self.m.nvjitlink_functions())),
            'nvvm': (len(self.nvvm), len(self.m.nvvm_functions())),
            'nccl': (len(self.nccl), len(self.m.nccl_functions())),
            'missing': [b for b in bases if b not in wrapped_bases],
        }

    def region_bind_coverage(self) -> str:
        c = self.coverage()
        d, r, j = c['driver'], c['nvrtc'], c['nvjitlink']
        L = ['/*', '    Coverage (CUDA_VERSION %d):' % self.m.cuda_version,
             '      driver     %d of %d cuda.h + cudaGL.h functions wrapped (%d wrappers: every' % (d[0], d[1], d[2]),
             '                 pinned ABI, newer _v2/_v3... ABIs under their own names)',
             '      NVRTC      %d of %d nvrtc.h functions wrapped' % r,
             '      nvJitLink  %d of %d nvJitLink.h functions wrapped' % j,
             '      libNVVM    %d of %d nvvm.h functions wrapped' % c['nvvm'],
             '      NVML       %d functions: the subset tools/nvml_abi.txt describes (no nvml.h here)' % len(self.nvml),
             '      NCCL       %d of %d nccl.h functions wrapped (NCCL_VERSION_CODE %d; the' % (c['nccl'] + (self.m.nccl_version,)),
             '                 pnccl* profiling aliases are the same functions)']
        if c['missing']:
            L.append('      not wrapped: %s (the loader itself resolves it)' % ', '.join(c['missing']))
        L.append('      %d types/enums/structs declared here beyond those of cudacore.h' %
                 len([n for n in self.ordered if n[0] != 'tag']))
        L.append('*/')
        return '\n'.join(L) + '\n'

    # -- types / checks ----------------------------------------------------------------
    def region_bind_types(self) -> str:
        return '\n'.join(self.type_nodes(self.ordered)) + '\n'

    def region_bind_checks(self) -> str:
        return self.region_abi_checks()

    # -- wrappers ------------------------------------------------------------------------
    def result_type(self, f: ApiFunction) -> str:
        return 'cudacore_' + BIND_RESULT[f.lib]

    def returns_result(self, f: ApiFunction) -> bool:
        r = f.type.ret
        return isinstance(r, Named) and r.kind == 'typedef' and r.name == BIND_RESULT[f.lib]

    def returns_void(self, f: ApiFunction) -> bool:
        r = f.type.ret
        return isinstance(r, Named) and r.kind == 'builtin' and r.name == 'void'

    def wrapper(self, f: ApiFunction) -> list:
        ft = f.type
        kinds = self.kinds[f.abi_name]
        unnamed = replace(ft, params=tuple(Param(None, p.type) for p in ft.params))
        pfn = 'typedef %s;' % render_decl(Pointer(unnamed), 'cudabind__PFN_%s' % f.abi_name, self.spell)
        params = []
        for p, k in zip(ft.params, kinds):
            pointee = None
            if k == 'out':
                pointee = p.type.to if isinstance(p.type, Pointer) else self.m.canonical(p.type).to
            params.append((p.name, k, render_decl(p.type, p.name, self.spell),
                           render_decl(pointee, p.name, self.spell) if pointee is not None else None))
        value = None if self.returns_result(f) or self.returns_void(f) else render_decl(ft.ret, 'value', self.spell)
        doc = f.proc_name + (' (ABI %d)' % f.version if f.lib == 'driver' else '')
        return wrapper_lines(f.lib, f.abi_name, doc, pfn, value, params, void=self.returns_void(f))

    def nvml_wrappers(self) -> list:
        L = []
        for ret, name, params in self.nvml:
            pfn = 'typedef %s (*cudabind__PFN_%s)(%s);' % (ret, name, ', '.join(t for t, _, _ in params) or 'void')
            rows = [(n, k, c_param(t, n), c_param(t[:-1].rstrip(), n) if k == 'out' else None) for t, n, k in params]
            value = None if ret == 'cudacore_nvmlReturn_t' else c_param(ret, 'value')
            L += wrapper_lines('nvml', name, name, pfn, value, rows)
        return L

    def region_bind_functions(self) -> str:
        L = []
        for lib, title in (('driver', 'CUDA driver (cuda.h)'), ('nvrtc', 'NVRTC (nvrtc.h)'),
                           ('nvjitlink', 'nvJitLink (nvJitLink.h)'), ('nvvm', 'libNVVM (nvvm.h)'),
                           ('nccl', 'NCCL (nccl.h)')):
            L.append('/*--- %s %s*/' % (title, '-' * max(1, 70 - len(title))))
            for f in self.all_funcs:
                if f.lib == lib:
                    L += self.wrapper(f)
        title = 'NVML (tools/nvml_abi.txt)'
        L.append('/*--- %s %s*/' % (title, '-' * max(1, 70 - len(title))))
        L += self.nvml_wrappers()
        return '\n'.join(L) + '\n'

    # -- error helpers ---------------------------------------------------------------------
    def region_bind_errors(self) -> str:
        L = []
        for lib, hdr in (('driver', 'cuda.h'), ('nvrtc', 'nvrtc.h'), ('nvjitlink', 'nvJitLink.h'), ('nvvm', 'nvvm.h'), ('nccl', 'nccl.h')):
            rname = BIND_RESULT[lib]
            en = self.m.enums[self.m.typedefs[rname].direct[1]]
            consts = en.constants
            if lib == 'nccl':   # nccl.h documents none of them, and ends with a count
                consts = [(c, v) for c, v in consts if c != 'ncclNumResults']
                docs = {c: NCCL_RESULT_DOCS[c] for c, _ in consts if c in NCCL_RESULT_DOCS}
                prefix = 'nccl'
            else:
                docs = _enum_docs(self.m.header_text[hdr], [c for c, _ in consts])
                prefix = re.match(r'^[A-Z]+_(ERROR_)?', consts[-1][0]).group(0)
            L.append('/* The enumerator name of a %s ("?" when unknown). */' % rname)
            L.append('static inline const char *cudabind_%s_name(cudacore_%s r) {' % (rname, rname))
            L.append('    switch ((int)r) {')
            seen = set()
            for c, v in consts:
                if v in seen:
                    continue
                seen.add(v)
                L.append('    case %s: return "%s";' % (c_int(v), c))
            L.append('    default: return "?";')
            L.append('    }')
            L.append('}')
            L.append('/* A one-line description of a %s, from %s\'s documentation. */' % (rname, hdr))
            L.append('static inline const char *cudabind_%s_string(cudacore_%s r) {' % (rname, rname))
            L.append('    switch ((int)r) {')
            seen = set()
            for c, v in consts:
                if v in seen:
                    continue
                seen.add(v)
                text = docs.get(c)
                if not text:
                    text = c[len(prefix):] if c.startswith(prefix) else re.sub(r'^[A-Z]+_', '', c)
                    text = re.sub(r'(?<=[a-z])(?=[A-Z])', ' ', text).replace('_', ' ').lower()
                L.append('    case %s: return %s;' % (c_int(v), c_string(text)))
            L.append('    default: return "unknown %s value";' % rname)
            L.append('    }')
            L.append('}')
        codes = self.nvml_codes
        L.append('/* The enumerator name of an nvmlReturn_t ("?" when unknown); the description')
        L.append('   is nvmlErrorString\'s (cudabind_nvmlErrorString, needs NVML), or the name\'s words. */')
        for what, fmt in (('name', '"%s"'), ('string', None)):
            L.append('static inline const char *cudabind_nvmlReturn_t_%s(cudacore_nvmlReturn_t r) {' % what)
            L.append('    switch ((int)r) {')
            for c, v in codes:
                text = fmt % c if fmt else c_string(re.sub(r'^NVML_(ERROR_)?', '', c).replace('_', ' ').lower())
                L.append('    case %s: return %s;' % (c_int(v), text))
            L.append('    default: return %s;' % ('"?"' if fmt else '"unknown nvmlReturn_t value"'))
            L.append('    }')
            L.append('}')
        return '\n'.join(L) + '\n'

    def region_bind_list(self) -> str:
        L = ['#define CUDABIND_FOR_EACH_FUNCTION(X) \\']
        L += ['    X(%s) \\' % f.abi_name for f in self.all_funcs]
        L += ['    X(%s) \\' % name for _, name, _ in self.nvml]
        L.append('    /* end */')
        return '\n'.join(L) + '\n'

    def regions(self) -> dict:
        return {name: getattr(self, 'region_' + name)() for name in BIND_REGION_NAMES}

    def bare_names(self) -> set:
        out = set()
        for f in self.all_funcs:
            out.update(p.name for p in f.type.params if p.name)
        for kind, key in self.ordered:
            if kind == 'def':
                out.update(self.member_names(self.m.records[key]))
                if self.m.records[key].tag:
                    out.add(self.m.records[key].tag)
            elif kind in ('decl', 'tag'):
                out.add(key)
        for en in self.emitted_enums():
            out.update(c for c, _ in en.constants)
        return out


# ===========================================================================
# 6c. NVTX client ABI (region nvtx_abi)
# ===========================================================================
#
# NVTX v3 is a protocol: a tool names its library in NVTX_INJECTION64_PATH,
# the client calls its InitializeInjectionNvtx2 with a GetExportTable
# function, and the tool fills the client's tables of function-pointer slots
# (one table per callback module).  cudacore implements the client side; this
# section copies the facts it needs from the toolkit's include/nvtx3 headers
# (nvToolsExt.h and the nvtxDetail/nvtxTypes.h it includes): the version, the
# export-table ids, every module's id and slot count, the callback ids of the
# slots cudacore calls and their function types, and the layouts of the
# structs that cross the boundary.  With nvToolsExt.h included first, the
# generated checks compare all of it with the header.

NVTX_HEADER = 'nvtx3/nvToolsExt.h'
# Module name (NVTX_CB_MODULE_<name>) -> the prefix of its callback ids.
NVTX_MODULES = ('CORE', 'CUDA', 'OPENCL', 'CUDART', 'CORE2', 'SYNC')
# The slots cudacore calls: module -> callback names (NVTX_CBID_<module>_<name>).
NVTX_USED = (('CORE2', ('DomainMarkEx', 'DomainRangeStartEx', 'DomainRangeEnd', 'DomainRangePushEx',
                        'DomainRangePop', 'DomainResourceCreate', 'DomainResourceDestroy', 'DomainCreateA')),
             ('CUDA', ('NameCuContextA', 'NameCuStreamA', 'NameCuEventA')))
# Other constants cudacore uses, by enumerator name.
NVTX_CONSTANTS = ('NVTX_ETID_CALLBACKS', 'NVTX_ETID_VERSIONINFO', 'NVTX_MESSAGE_TYPE_ASCII', 'NVTX_COLOR_ARGB',
                  'NVTX_PAYLOAD_TYPE_UNSIGNED_INT64', 'NVTX_RESOURCE_TYPE_GENERIC_HANDLE')
# Records copied, in order: NVTX tag -> cudacore's typedef (nested tags get
# cudacore__ tags: in C a nested tag is file-scope and would clash).
NVTX_RECORDS = (('nvtxMessageValue_t', 'cudacore__nvtx_message', 'nvtxMessageValue_t'),
                ('nvtxEventAttributes_v2', 'cudacore__nvtx_event_attr', 'nvtxEventAttributes_t'),
                ('nvtxResourceAttributes_v0', 'cudacore__nvtx_resource_attr', 'nvtxResourceAttributes_t'),
                ('NvtxExportTableCallbacks', 'cudacore__nvtx_etbl_callbacks', 'NvtxExportTableCallbacks'),
                ('NvtxExportTableVersionInfo', 'cudacore__nvtx_etbl_version_info', 'NvtxExportTableVersionInfo'))
NVTX_NESTED = {'payload_t': 'cudacore__nvtx_payload', 'identifier_t': 'cudacore__nvtx_identifier'}
# NVTX typedefs -> cudacore's spelling (handles are opaque pointers; enums are ints).
NVTX_SPELL = {'nvtxDomainHandle_t': 'cudacore__nvtx_handle', 'nvtxStringHandle_t': 'cudacore__nvtx_handle',
              'nvtxResourceHandle_t': 'cudacore__nvtx_handle', 'nvtx_CUcontext': 'cudacore__nvtx_handle',
              'nvtx_CUstream': 'cudacore__nvtx_handle', 'nvtx_CUevent': 'cudacore__nvtx_handle',
              'nvtxRangeId_t': 'uint64_t', 'NvtxCallbackModule': 'int',
              'NvtxFunctionTable': 'cudacore__nvtx_table', 'NvtxGetExportTableFunc_t': 'cudacore__nvtx_get_export_table_fn',
              'nvtxMessageValue_t': 'cudacore__nvtx_message', 'nvtxEventAttributes_t': 'cudacore__nvtx_event_attr',
              'nvtxResourceAttributes_t': 'cudacore__nvtx_resource_attr'}
NVTX_PLAIN = ALLOWED_SYSTEM_TYPEDEFS | {'wchar_t'}


class _NvtxResolver(TypeResolver):
    def ident(self, name: str) -> Named:
        if name in NVTX_PLAIN or name in NVTX_SPELL:
            return Named('typedef', name)
        raise GenError('nvtx_abi: no spelling for the NVTX type %s' % name)

    def tag(self, kw: str, name: str) -> Named:
        if name in NVTX_NESTED:
            return Named('record', name)
        raise GenError('nvtx_abi: no spelling for %s %s' % (kw, name))

    def anon(self, kw: str, fname: str, line: int, col: int) -> Named:
        raise GenError('nvtx_abi: anonymous %s in %s:%d' % (kw, fname, line))


def _nvtx_spell(n: Named) -> str:
    if n.kind == 'record':
        return 'union ' + NVTX_NESTED[n.name]
    return NVTX_SPELL.get(n.name, n.name)


def _nvtx_type(qual: str) -> object:
    """An NVTX type as printed by clang; every function type is NVTX_API."""
    def api(t: object) -> object:
        if isinstance(t, FuncType):
            return replace(t, cc=True, params=tuple(Param(p.name, api(p.type)) for p in t.params))
        if isinstance(t, Pointer):
            return replace(t, to=api(t.to))
        return t
    return api(parse_type(qual, _NvtxResolver()))


def _nvtx_render(t: object, decl: str) -> str:
    return render_decl(t, decl, _nvtx_spell).replace('CUDACORE__CUDAAPI', 'CUDACORE__NVTX_API')


def _nvtx_value(n: dict) -> Optional[int]:
    for c in n.get('inner', []):
        if 'value' in c:
            return int(c['value'])
        v = _nvtx_value(c)
        if v is not None:
            return v
    return None


def load_nvtx(cuda_home: str, clang: str) -> dict:
    """-> {'version', 'enums': {name: value}, 'records': {tag: node}, 'typedefs': {name: qualType}}."""
    inc = os.path.join(cuda_home, 'include')
    if not os.path.isfile(os.path.join(inc, NVTX_HEADER)):
        raise GenError('%s not found under %s' % (NVTX_HEADER, inc))
    tu = '#define NVTX_NO_IMPL\n#include <%s>\n' % NVTX_HEADER
    ast = json.loads(_run([clang, '-x', 'c', '-std=c11', '-fsyntax-only', '-Xclang', '-ast-dump=json', '-I', inc, '-'], tu))
    macros = _run([clang, '-x', 'c', '-std=c11', '-E', '-dM', '-I', inc, '-'], tu)
    m = re.search(r'^#define NVTX_VERSION (\d+)$', macros, re.M)
    if not m:
        raise GenError('NVTX_VERSION is not defined by %s' % NVTX_HEADER)
    out = {'version': int(m.group(1)), 'enums': {}, 'records': {}, 'typedefs': {}}

    def walk(n: dict) -> None:
        if n.get('kind') == 'EnumDecl':
            nxt = 0
            for c in n.get('inner', []):
                if c.get('kind') == 'EnumConstantDecl':
                    v = _nvtx_value(c)
                    nxt = nxt if v is None else v
                    out['enums'][c['name']] = nxt
                    nxt += 1
        elif n.get('kind') == 'RecordDecl' and n.get('completeDefinition') and n.get('name'):
            out['records'][n['name']] = n
            for c in n.get('inner', []):
                walk(c)
        elif n.get('kind') == 'TypedefDecl':
            out['typedefs'][n['name']] = n['type']['qualType']
    for n in ast.get('inner', []):
        walk(n)
    return out


def nvtx_region(cuda_home: str, clang: str) -> str:
    nv = load_nvtx(cuda_home, clang)
    en = nv['enums']

    def enum(name: str) -> int:
        if name not in en:
            raise GenError('nvtx_abi: %s is not in %s' % (name, NVTX_HEADER))
        return en[name]
    L = ['/* NVTX v3 client ABI, NVTX_VERSION %d (include/%s and nvtxDetail/nvtxTypes.h). */' % (nv['version'], NVTX_HEADER),
         '#ifndef CUDACORE__HAVE_NVTX_H',
         '#if defined(NVTX_VERSION) && NVTX_VERSION == %d' % nv['version'],
         '#define CUDACORE__HAVE_NVTX_H 1',
         '#else',
         '#define CUDACORE__HAVE_NVTX_H 0',
         '#endif',
         '#endif',
         '#if defined(_WIN32)',
         '#define CUDACORE__NVTX_API __stdcall',
         '#else',
         '#define CUDACORE__NVTX_API',
         '#endif',
         '#define CUDACORE__NVTX_VERSION %d' % nv['version']]
    chk = ['CUDACORE__STATIC_ASSERT(NVTX_VERSION == CUDACORE__NVTX_VERSION, cudacore__nvtx_abi_version);']
    for c in NVTX_CONSTANTS:
        L.append('#define CUDACORE__%s %s' % (c, c_int(enum(c))))
        chk.append('CUDACORE__STATIC_ASSERT((long long)%s == CUDACORE__%s, cudacore__nvtx_abi_%s);' % (c, c, c))
    L.append('/* Callback modules: id, slot count (NVTX_CBID_<module>_SIZE: ids 1..count-1 are')
    L.append('   slots) and where the module\'s slots start in cudacore\'s one array of them. */')
    base, sizes = 0, ['0'] * enum('NVTX_CB_MODULE_SIZE')
    if [enum('NVTX_CB_MODULE_' + m) for m in NVTX_MODULES] != list(range(1, enum('NVTX_CB_MODULE_SIZE'))):
        raise GenError('nvtx_abi: the modules are not NVTX_CB_MODULE_* 1.. in order (cudacore lays their tables out so)')
    for m in NVTX_MODULES:
        mid, size = enum('NVTX_CB_MODULE_' + m), enum('NVTX_CBID_%s_SIZE' % m)
        sizes[mid] = str(size)
        L.append('#define CUDACORE__NVTX_MODULE_%s %d' % (m, mid))
        L.append('#define CUDACORE__NVTX_BASE_%s %d' % (m, base))
        chk.append('CUDACORE__STATIC_ASSERT((long long)NVTX_CB_MODULE_%s == CUDACORE__NVTX_MODULE_%s, cudacore__nvtx_abi_module_%s);'
                   % (m, m, m))
        chk.append('CUDACORE__STATIC_ASSERT((long long)NVTX_CBID_%s_SIZE == %d, cudacore__nvtx_abi_size_%s);' % (m, size, m))
        base += size
    L.append('#define CUDACORE__NVTX_MODULE_COUNT %d' % enum('NVTX_CB_MODULE_SIZE'))
    L.append('#define CUDACORE__NVTX_SLOT_COUNT %d' % base)
    chk.append('CUDACORE__STATIC_ASSERT((long long)NVTX_CB_MODULE_SIZE == CUDACORE__NVTX_MODULE_COUNT, cudacore__nvtx_abi_modules);')
    L.append('CUDACORE__UNUSED static const unsigned cudacore__nvtx_module_size[CUDACORE__NVTX_MODULE_COUNT] = {%s};' % ', '.join(sizes))
    L.append('/* The slots cudacore calls: the module\'s base + the callback id. */')
    for m, names in NVTX_USED:
        for name in names:
            cid = enum('NVTX_CBID_%s_%s' % (m, name))
            L.append('#define CUDACORE__NVTX_SLOT_%s (CUDACORE__NVTX_BASE_%s + %d)' % (name, m, cid))
            chk.append('CUDACORE__STATIC_ASSERT((long long)NVTX_CBID_%s_%s == %d, cudacore__nvtx_abi_%s);' % (m, name, cid, name))
    L += ['typedef void (*cudacore__nvtx_fn)(void);      /* NvtxFunctionPointer */',
          'typedef cudacore__nvtx_fn **cudacore__nvtx_table; /* NvtxFunctionTable: a module\'s slot addresses */',
          'typedef void *cudacore__nvtx_handle;          /* domain, string, resource, CUDA object handles */']
    for name, ours in (('NvtxGetExportTableFunc_t', 'cudacore__nvtx_get_export_table_fn'),
                       ('NvtxInitializeInjectionNvtxFunc_t', 'cudacore__nvtx_init_fn')):
        L.append('typedef %s;' % _nvtx_render(_nvtx_type(nv['typedefs'][name]), ours))
    for tag, ours, nvtx_name in NVTX_RECORDS:
        rec = nv['records'].get(tag)
        if rec is None:
            raise GenError('nvtx_abi: record %s is not in %s' % (tag, NVTX_HEADER))
        L += _nvtx_record(rec, ours, 0)
        chk.append('CUDACORE__STATIC_ASSERT(sizeof(%s) == sizeof(%s), cudacore__nvtx_abi_size_%s);' % (ours, nvtx_name, ours[len('cudacore__'):]))
        for f in rec.get('inner', []):
            if f.get('kind') == 'FieldDecl':
                chk.append('CUDACORE__STATIC_ASSERT(offsetof(%s, %s) == offsetof(%s, %s), cudacore__nvtx_abi_%s_%s);'
                           % (ours, f['name'], nvtx_name, f['name'], ours[len('cudacore__'):], f['name']))
    L.append('/* The slots\' function types. */')
    for m, names in NVTX_USED:
        for name in names:
            td = nv['typedefs'].get('nvtx%s_impl_fntype' % name) or nv['typedefs'].get('nvtx%s_fakeimpl_fntype' % name)
            if td is None:
                raise GenError('nvtx_abi: no function type for %s' % name)
            L.append('typedef %s;' % _nvtx_render(_nvtx_type(td), 'cudacore__nvtx_PFN_' + name))
    L.append('#if CUDACORE__HAVE_NVTX_H')
    L += chk
    L.append('#endif')
    return '\n'.join(L) + '\n'


def _nvtx_record(rec: dict, ours: str, depth: int) -> list:
    ind = '    ' * (depth + 1)
    kind = rec.get('tagUsed', 'struct')
    head = ('typedef %s %s {' % (kind, ours)) if depth == 0 else ('    ' * depth + '%s %s {' % (kind, ours))
    L = [head]
    for f in rec.get('inner', []):
        if f.get('kind') == 'RecordDecl':
            continue   # nested: written with its field
        if f.get('kind') != 'FieldDecl':
            continue
        qual = f['type']['qualType']
        nested = re.match(r'(?:struct|union) (\w+)$', qual)
        if nested and nested.group(1) in NVTX_NESTED:
            inner = next(c for c in rec['inner'] if c.get('kind') == 'RecordDecl' and c.get('name') == nested.group(1))
            body = _nvtx_record(inner, NVTX_NESTED[nested.group(1)], depth + 1)
            body[-1] = body[-1][:-1] + ' %s;' % f['name']
            L += body
        else:
            L.append(ind + _nvtx_render(_nvtx_type(qual), f['name']) + ';')
    L.append(('} %s;' % ours) if depth == 0 else ('    ' * depth + '}' + ';'))
    return L


# ===========================================================================
# 6d. NVML ABI (region nvml_abi), from tools/nvml_abi.txt
# ===========================================================================
#
# NVML has no header on our build machines: tools/nvml_abi.txt describes the
# subset cudacore uses (its opening comment gives the format), and this
# section writes cudacore.h's copy of it (its types with the cudacore_ /
# CUDACORE_ prefix, nvml.h's own where nvml.h is included first, checked
# against them then) and gives cudabind.h its NVML functions and codes.

NVML_ABI = os.path.join(TOOLS_DIR, 'nvml_abi.txt')
NVML_NOTE_COLUMN = 38    # where a struct member's comment starts


@dataclass
class NvmlConst:
    name: str                  # nvml.h style: CUDACORE_<name> is ours
    value: str                 # as written in the description
    theirs: str                # nvml.h's name
    kind: str                  # 'enum' | 'define' | 'bits' | 'version'
    type: str = ''             # enum: its type; version: its struct


@dataclass
class NvmlAbi:
    guard: str = ''
    handles: list = field(default_factory=list)     # [(type, tag)]
    groups: list = field(default_factory=list)      # [(kind, head, note, [NvmlConst])], kind 'enum' | 'define' | 'bits'
    structs: list = field(default_factory=list)     # [(type, [(declaration, note)])]
    versions: list = field(default_factory=list)    # [(NvmlConst, N, note)]
    checks: list = field(default_factory=list)      # [(name, [[item, ...] a line])]
    functions: list = field(default_factory=list)   # [(return type, name, parameters)], nvml.h's spelling

    def types(self) -> set:
        return ({t for t, _ in self.handles} | {s for s, _ in self.structs}
                | {head for kind, head, _, _ in self.groups if kind == 'enum'})

    def constants(self) -> list:
        return [c for _, _, _, cs in self.groups for c in cs] + [v for v, _, _ in self.versions]


def nvml_struct_tag(t: str) -> str:
    """nvmlPciInfo_t -> cudacore__nvmlPciInfo_st"""
    return 'cudacore__%s_st' % re.sub(r'_t$', '', t)


def read_nvml_abi(path: str) -> NvmlAbi:
    abi = NvmlAbi()
    owner = None               # the line an indented line belongs to: ('group', group) | ('struct', members) | ('check', lines)
    with open(path, encoding='utf-8') as fh:
        for lineno, raw in enumerate(fh, 1):
            where = '%s:%d' % (path, lineno)
            text, _, note = raw.split('#', 1)[0].rstrip().partition(' -- ')
            words = text.split()
            if not words:
                continue
            if raw[0].isspace():
                if owner is None:
                    raise GenError('%s: an indented line with nothing above it to belong to' % where)
                kind, into = owner
                if kind == 'struct':
                    into.append((' '.join(words), note))
                elif kind == 'check':
                    into.append(words)
                elif note or len(words) not in (2, 3):
                    raise GenError('%s: expected NAME VALUE [NVMLNAME]' % where)
                else:
                    into[3].append(NvmlConst(words[0], words[1], words[2] if len(words) == 3 else words[0],
                                             into[0], into[1] if into[0] == 'enum' else ''))
                continue
            key, args = words[0], words[1:]
            owner = None
            if key == 'guard' and len(args) == 1:
                abi.guard = args[0]
            elif key == 'handle' and len(args) == 2:
                abi.handles.append((args[0], args[1]))
            elif key == 'enum' and len(args) == 1:
                abi.groups.append(('enum', args[0], note, []))
                owner = ('group', abi.groups[-1])
            elif key == 'bits' and note == '':
                abi.groups.append(('bits', '', ' '.join(args), []))
                owner = ('group', abi.groups[-1])
            elif key == 'define' and len(args) == 2:
                if not abi.groups or abi.groups[-1][0] != 'define':
                    abi.groups.append(('define', '', '', []))
                abi.groups[-1][3].append(NvmlConst(args[0], args[1], args[0], 'define'))
            elif key == 'struct' and len(args) == 1:
                abi.structs.append((args[0], []))
                owner = ('struct', abi.structs[-1][1])
            elif key == 'version' and len(args) == 4 and args[2].isdigit():
                abi.versions.append((NvmlConst(args[0], '', args[3], 'version', args[1]), int(args[2]), note))
            elif key == 'check' and args:
                abi.checks.append((args[0], [args[1:]] if args[1:] else []))
                owner = ('check', abi.checks[-1][1])
            elif key == 'function':
                m = re.match(r'^(.*[\s*])(\w+)\((.*)\)$', ' '.join(args))
                if not m:
                    raise GenError('%s: expected function RETURN NAME(PARAMETERS)' % where)
                abi.functions.append((m.group(1).strip(), m.group(2), m.group(3).strip()))
            else:
                raise GenError('%s: cannot read %r (tools/nvml_abi.txt\'s opening comment gives the format)' % (where, text))
    if not abi.guard or not abi.functions:
        raise GenError('%s: no guard, or no function' % path)
    names = [c.name for c in abi.constants()] + [f[1] for f in abi.functions]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        raise GenError('%s: described twice: %s' % (path, ', '.join(dup)))
    return abi


def nvml_spell(abi: NvmlAbi, text: str) -> str:
    """nvml.h's spelling of a type or declaration -> cudacore.h's."""
    types = abi.types()
    return re.sub(r'\b\w+\b', lambda m: 'cudacore_' + m.group(0) if m.group(0) in types else m.group(0), text)


def nvml_check_term(abi: NvmlAbi, item: str, struct: Optional[str]) -> tuple:
    """-> (the term of a check's condition, the struct the next items are members of)."""
    if item in dict(abi.structs):
        return 'sizeof(struct %s) == sizeof(%s)' % (nvml_struct_tag(item), item), item
    for c in abi.constants():
        if c.theirs == item:
            if c.kind == 'version':
                return 'CUDACORE_%s == %s' % (c.name, c.theirs), struct
            if c.kind == 'bits':
                return '%s == %s' % (c.theirs, c.value), struct
            return '%s == %d' % (c.theirs, int(c.value.strip('()'), 0)), struct
    if struct is not None and item in [re.sub(r'\[.*', '', d).split()[-1] for d, _ in dict(abi.structs)[struct]]:
        return 'CUDACORE__NVML_SAME(%s, %s, %s)' % (nvml_struct_tag(struct), struct, item), struct
    raise GenError('tools/nvml_abi.txt: check item %s is no struct, constant or member described' % item)


def nvml_region(abi: NvmlAbi) -> str:
    have = 'CUDACORE__HAVE_NVML_H'
    L = ['#if !defined(%s)' % have, '#if defined(%s)' % abi.guard, '#define %s 1' % have, '#else',
         '#define %s 0' % have, '#endif', '#endif',
         '#if %s' % have,
         '#define CUDACORE__NVML_ENUM(name) typedef name cudacore_##name;',
         '#else',
         '#define CUDACORE__NVML_ENUM(name) typedef enum cudacore__##name##_enum { cudacore__##name##_force_size = 0x7fffffff } cudacore_##name;',
         '#endif']
    for t, tag in abi.handles:
        L += ['struct %s;' % tag, 'typedef struct %s *cudacore_%s;' % (tag, t)]
    L.append('')
    for kind, head, note, consts in abi.groups:
        if kind == 'enum':
            L.append('CUDACORE__NVML_ENUM(%s)' % head + ('   /* %s */' % note if note else ''))
        elif kind == 'bits':
            L.append('/* %s */' % note)
        for c in consts:
            value = {'enum': '((cudacore_%s)%s)' % (c.type, c.value), 'bits': c.value + 'ull'}.get(kind, c.value)
            L.append('#define CUDACORE_%s %s' % (c.name, value))
    L.append('')
    for t, members in abi.structs:
        L.append('struct %s {' % nvml_struct_tag(t))
        for decl, note in members:
            line = '    %s;' % decl
            L.append('%-*s /* %s */' % (NVML_NOTE_COLUMN - 1, line, note) if note else line)
        L.append('};')
    L.append('#if %s' % have)
    L += ['typedef %s cudacore_%s;' % (t, t) for t, _ in abi.structs]
    L.append('#else')
    L += ['typedef struct %s cudacore_%s;' % (nvml_struct_tag(t), t) for t, _ in abi.structs]
    L += ['#endif', '#undef CUDACORE__NVML_ENUM']
    for c, n, note in abi.versions:
        if note:
            L.append('/* %s */' % note)
        L.append('#define CUDACORE_%s ((unsigned int)(sizeof(struct %s) | (%du << 24)))' % (c.name, nvml_struct_tag(c.type), n))
    L += ['#if %s /* nvml.h is here: the copy above must match it */' % have,
          '#define CUDACORE__NVML_SAME(ours, theirs, m) (offsetof(struct ours, m) == offsetof(theirs, m))']
    for name, lines in abi.checks:
        struct = None
        rows = []
        for items in lines:
            terms = []
            for item in items:
                term, struct = nvml_check_term(abi, item, struct)
                terms.append(term)
            rows.append(' && '.join(terms))
        L.append('CUDACORE__STATIC_ASSERT(' + ' &&\n                            '.join(rows) + ',')
        L.append('                        cudacore__nvml_abi_%s);' % name)
    L += ['#undef CUDACORE__NVML_SAME', '#endif', '',
          '/* Every NVML function cudacore and cudabind.h call (at these exported names). */',
          '#define CUDACORE__NVML_FUNCTIONS(X) \\']
    xs = ['    X(%s, %s, (%s))' % (nvml_spell(abi, ret), name, nvml_spell(abi, params)) for ret, name, params in abi.functions]
    L.append(' \\\n'.join(xs))
    L += ['enum {',
          '#define CUDACORE__NVML_INDEX(ret, name, params) CUDACORE__NVML_##name,',
          '    CUDACORE__NVML_FUNCTIONS(CUDACORE__NVML_INDEX)',
          '#undef CUDACORE__NVML_INDEX',
          '    CUDACORE__NVML_COUNT',
          '};']
    return '\n'.join(L) + '\n'


# ===========================================================================
# 7. Region patching, manifest update, CLI
# ===========================================================================

def patch_regions(text: str, regions: dict) -> str:
    for name, body in regions.items():
        begin = re.compile(r'^[^\n]*/\* CUDACORE_GENERATED_BEGIN\(%s\)[^\n]*\*/[^\n]*\n' % re.escape(name), re.M)
        end = re.compile(r'^[^\n]*/\* CUDACORE_GENERATED_END\(%s\) \*/' % re.escape(name), re.M)
        b = list(begin.finditer(text))
        e = list(end.finditer(text))
        if len(b) != 1 or len(e) != 1 or e[0].start() < b[0].end():
            raise GenError('region %s: expected exactly one BEGIN/END marker pair' % name)
        text = text[:b[0].end()] + body + text[e[0].start():]
    return text


# Each generated region is a part of its own, src/gen/NAME.h (declarations)
# or .c (implementation): its BEGIN and END marker lines and the text
# between them. tools/amalgamate.c inlines it where a part includes it.
IMPLEMENTATION_REGIONS = ('fn_tables', 'nvtx_abi', 'nccl_fn_tables')


def region_part(src: str, name: str) -> str:
    return os.path.join(src, 'gen', name + ('.c' if name in IMPLEMENTATION_REGIONS else '.h'))


def region_markers(name: str) -> str:
    """A new part: its BEGIN and END lines."""
    return ('/* CUDACORE_GENERATED_BEGIN(%s) -- generated by tools/gen_abi.py, do not edit */\n'
            '/* CUDACORE_GENERATED_END(%s) */\n' % (name, name))


def write_parts(src: str, regions: dict, check: bool) -> int:
    """Writes (or, with check, compares) each region's part; 1 if one was stale."""
    stale = 0
    for name, body in regions.items():
        path = region_part(src, name)
        old_text = ''
        if os.path.isfile(path):
            with open(path, encoding='utf-8') as fh:
                old_text = fh.read()
        new_text = patch_regions(old_text or region_markers(name), {name: body})
        if new_text == old_text:
            continue
        if check:
            sys.stdout.writelines(difflib.unified_diff(
                old_text.splitlines(True), new_text.splitlines(True), path, path + ' (regenerated)'))
            stale = 1
            continue
        tmp = path + '.gen_abi.tmp'
        with open(tmp, 'w', encoding='utf-8') as fh:
            fh.write(new_text)
        os.replace(tmp, path)
        note('updated %s (%d lines)' % (path, body.count('\n')))
    return stale


def stub_exports(cuda_home: str) -> Optional[set]:
    cands = [os.path.join(cuda_home, 'lib64', 'stubs', 'libcuda.so'),
             os.path.join(cuda_home, 'lib', 'stubs', 'libcuda.so')]
    cands += sorted(os.path.join(cuda_home, 'targets', t, 'lib', 'stubs', 'libcuda.so')
                    for t in (os.listdir(os.path.join(cuda_home, 'targets'))
                              if os.path.isdir(os.path.join(cuda_home, 'targets')) else []))
    nm = shutil.which('nm')
    for path in cands:
        if nm and os.path.isfile(path):
            res = subprocess.run([nm, '-D', '--defined-only', path], capture_output=True,
                                 text=True, check=False)
            if res.returncode == 0:
                return {line.split()[-1].split('@')[0] for line in res.stdout.splitlines()
                        if len(line.split()) >= 3}
    return None


def read_core_functions(path: str) -> list:
    if not os.path.isfile(path):
        return []
    with open(path, encoding='utf-8') as fh:
        return strip_c_comments(fh.read()).split()


def derive_manifest(model: Model, old: Optional[Manifest], core_names: list) -> tuple:
    """-> (new Manifest, report lines)."""
    report = []
    old_driver = {e.abi_name: e for e in (old.driver if old else [])}
    core_abis = set()
    for base in core_names:
        core_abis.add(base)
        core_abis.update(EXTRA_CORE_ABIS.get(base, ()))
    derived = []
    bases = model.driver_bases()
    for b in model.pfn_bases():
        if b not in bases:
            bases.append(b)
    uncovered = []
    for base in bases:
        if base in MANIFEST_EXCLUDED_DRIVER:
            report.append('excluded by policy: %s (resolved with dlsym by the loader)' % base)
            continue
        allv, mainv = pfn_versions(model, base)
        if not mainv:
            if allv:
                report.append('internal-only PFN versions, not listed: %s %s' % (base, allv))
                continue
            fns = [f for f in model.driver_functions() if driver_base_name(f.name) == base]
            if fns and model.cuda_version:
                f = fns[-1]
                derived.append(DriverEntry(base, base, model.cuda_version))
                report.append('no PFN typedef: %s pinned to CUDA_VERSION %d (export %s)'
                              % (base, model.cuda_version, f.name))
            else:
                uncovered.append(base)
            continue
        for i, v in enumerate(mainv):
            abi = base if i == 0 else export_name_for(model, base, v)
            derived.append(DriverEntry(abi, base, v, matching_ptds(model, base, v)))
    if uncovered:
        report.append('uncovered cuda.h functions: ' + ' '.join(uncovered))

    new = Manifest()
    for e in derived:
        o = old_driver.pop(e.abi_name, None)
        if o is not None:
            if (o.proc_name, o.version) != (e.proc_name, e.version):
                report.append('kept existing pin %s %s %d (headers suggest %s %d)'
                              % (o.abi_name, o.proc_name, o.version, e.proc_name, e.version))
            if o.ptds != e.ptds and (o.proc_name, o.version) == (e.proc_name, e.version):
                report.append('kept existing ptds=%d for %s (headers suggest %d)'
                              % (o.ptds, o.abi_name, e.ptds))
            e = replace(o, core=o.core or e.abi_name in core_abis)
        else:
            e.core = e.abi_name in core_abis
        new.driver.append(e)
    for o in old_driver.values():
        report.append('kept manual manifest entry not derived from the headers: %s' % o.abi_name)
        new.driver.append(o)
    known = {e.abi_name for e in new.driver}
    for abi in sorted(core_abis - known):
        report.append('core function %s has no manifest entry' % abi)

    for lib, fns, default_optional in (
            ('nvrtc', model.nvrtc_functions(), lambda n: n not in NVRTC_REQUIRED_DEFAULT),
            ('nvjitlink', model.nvjitlink_functions(), lambda n: n in NVJITLINK_OPTIONAL_DEFAULT),
            ('nvvm', model.nvvm_functions(), lambda n: n in NVVM_OPTIONAL_DEFAULT)):
        olds = {e.name: e for e in (getattr(old, lib) if old else [])}
        lst = getattr(new, lib)
        for f in fns:
            o = olds.pop(f.name, None)
            lst.append(o if o is not None else LibEntry(f.name, default_optional(f.name)))
        for o in olds.values():
            report.append('kept %s entry not declared by the header: %s' % (lib, o.name))
            lst.append(o)
    olds = {e.name: e for e in (old.nccl if old else [])}
    for f in model.nccl_functions():
        o = olds.pop(f.name, None)
        if o is None:
            since = 0 if f.name in NCCL_REQUIRED_DEFAULT else model.nccl_version
            o = LibEntry(f.name, since > 0, since)
            if since:
                report.append('new NCCL function %s: since=%d (the header\'s version; lower it if older)' % (f.name, since))
        new.nccl.append(o)
    for o in olds.values():
        report.append('kept nccl entry not declared by the header: %s' % o.name)
        new.nccl.append(o)
    new.types = list(old.types) if old and old.types else list(DEFAULT_ROOT_TYPES)
    return new, report


def validate_exports(model: Model, driver: list, exports: Optional[set]) -> list:
    if exports is None:
        return ['stub libcuda.so / nm not available: export names not validated']
    out: list = []
    # The toolkit's stub exports no OpenGL interop entry point (the driver does).
    gl = {driver_base_name(fn.name) for fn in model.functions.values() if fn.header == 'cudaGL.h'}
    for f in driver:
        if f.proc_name in gl:
            continue
        if f.export_name not in exports:
            out.append('%s: export %s not in stub libcuda.so' % (f.abi_name, f.export_name))
        if f.ptds_version:
            found = [f.export_name + s for s in ('_ptsz', '_ptds') if f.export_name + s in exports]
            if not found:
                out.append('%s: no %s_ptsz/_ptds export' % (f.abi_name, f.export_name))
    return out


def coverage_report(model: Model, man: Manifest) -> list:
    bases = model.driver_bases()
    in_man = {e.proc_name for e in man.driver}
    missing = [b for b in bases if b not in in_man]
    extra = sorted(in_man - set(bases))
    lines = ['coverage: cuda.h declares %d driver base functions; manifest has %d bases '
             '(%d driver ABIs, %d core)' % (len(bases), len(in_man), len(man.driver),
                                            sum(e.core for e in man.driver))]
    if missing:
        lines.append('  cuda.h bases not in manifest: ' + ' '.join(missing))
    if extra:
        lines.append('  manifest bases not declared by cuda.h: ' + ' '.join(extra))
    lines.append('coverage: NVRTC %d/%d functions, nvJitLink %d/%d functions, libNVVM %d/%d functions'
                 % (len(man.nvrtc), len(model.nvrtc_functions()),
                    len(man.nvjitlink), len(model.nvjitlink_functions()),
                    len(man.nvvm), len(model.nvvm_functions())))
    return lines


def sanity_check_names(model: Model, emitter: CudacoreEmitter) -> None:
    """Bare toolkit spellings we emit must not be macros (function renaming etc.)."""
    bare = set()
    for kind, key in emitter.ordered + emitter.nccl_ordered:
        if kind == 'decl':
            bare.add(key)
        elif kind == 'def':
            rec = model.records[key]
            bare.update(emitter.member_names(rec))
            if rec.tag:
                bare.add(rec.tag)
        elif kind == 'tag':
            bare.add(key)
    for en in emitter.emitted_enums() + emitter.emitted_enums(emitter.nccl_ordered):
        bare.update(c for c, _ in en.constants)
    for f in emitter.driver + emitter.nvrtc + emitter.nvjitlink + emitter.nvvm + emitter.nccl:
        if f.core and f.type is not None:
            bare.update(p.name for p in f.type.params if p.name)
    macros = model.function_like_macros | model.ptds_macros | set(model.defined_macros)
    clash = sorted(n for n in bare if n in macros)
    if clash:
        raise GenError('toolkit names emitted bare are macros: %s' % ', '.join(clash))


def main(argv: Optional[list] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--cuda-home', default=os.environ.get('CUDA_HOME') or '/usr/local/cuda')
    ap.add_argument('--nccl-include', default=None,
                    help="the folder holding nccl.h (default: the toolkit's include, then /usr/include)")
    ap.add_argument('--src', default=os.path.join(REPO_DIR, 'src'),
                    help='the parts folder: writes its gen/ parts (tools/amalgamate.c then makes the headers)')
    ap.add_argument('--list-outputs', action='store_true',
                    help='print each wrapper with its output parameters (to audit the rule)')
    ap.add_argument('--manifest', default=os.path.join(TOOLS_DIR, 'abi_manifest.txt'))
    ap.add_argument('--nvml-abi', default=NVML_ABI, help='the NVML ABI description (tools/nvml_abi.txt)')
    ap.add_argument('--core-functions', default=os.path.join(TOOLS_DIR, 'core_functions.txt'))
    ap.add_argument('--clang', default=os.environ.get('CLANG') or shutil.which('clang')
                    or shutil.which('clang-14') or 'clang')
    ap.add_argument('--check', action='store_true',
                    help='regenerate in memory; exit 1 with a diff if the header differs')
    ap.add_argument('--update-manifest', action='store_true',
                    help='refresh the manifest from the headers (keeps pins and flags)')
    args = ap.parse_args(argv)

    try:
        model = load_model(args.cuda_home, args.clang, args.nccl_include)
        old = read_manifest(args.manifest) if os.path.isfile(args.manifest) else None
        exports = stub_exports(args.cuda_home)
        if args.update_manifest:
            man, report = derive_manifest(model, old, read_core_functions(args.core_functions))
            for line in report:
                note(line)
            text = format_manifest(man, model.cuda_version)
            if args.check:
                old_text = open(args.manifest, encoding='utf-8').read() if old else ''
                if old_text != text:
                    sys.stdout.writelines(difflib.unified_diff(
                        old_text.splitlines(True), text.splitlines(True),
                        args.manifest, args.manifest + ' (regenerated)'))
                    return 1
            else:
                with open(args.manifest, 'w', encoding='utf-8') as fh:
                    fh.write(text)
                note('wrote %s' % args.manifest)
        else:
            if old is None:
                raise GenError('%s not found; bootstrap it with --update-manifest' % args.manifest)
            man = old
        emitter = CudacoreEmitter(model, man)
        sanity_check_names(model, emitter)
        problems = validate_exports(model, emitter.driver, exports)
        for line in problems:
            warn(line)
        if args.update_manifest and not problems:
            note('export names: all %d driver ABIs (and their _ptsz/_ptds variants) '
                 'found in the stub libcuda.so' % len(emitter.driver))
        if args.update_manifest:
            for line in coverage_report(model, man):
                note(line)
        nvml = read_nvml_abi(args.nvml_abi)
        bind = BindEmitter(model, man, nvml)
        clash = sorted(n for n in bind.bare_names() if n in (
            model.function_like_macros | model.ptds_macros | set(model.defined_macros)))
        if clash:
            raise GenError('toolkit names emitted bare in cudabind.h are macros: %s' % ', '.join(clash))
        if args.list_outputs:
            for f in bind.all_funcs:
                kinds = bind.kinds[f.abi_name]
                print('%s: %s' % (f.abi_name, ' '.join(
                    ('>' if k == 'out' else '') + (p.name or '?') for p, k in zip(f.type.params, kinds))))
            return 0
        regions = dict(emitter.regions(), nvtx_abi=nvtx_region(args.cuda_home, args.clang), nvml_abi=nvml_region(nvml),
                       **bind.regions())
        return write_parts(args.src, regions, args.check)
    except GenError as exc:
        print('gen_abi: error: %s' % exc, file=sys.stderr)
        return 2


if __name__ == '__main__':
    sys.exit(main())
