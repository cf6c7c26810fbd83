#!/usr/bin/env bash
# tests/windows_toolkit.sh DIR -- NVIDIA's Windows NVRTC and nvJitLink DLLs in
# DIR/bin/x64 (the layout of a CUDA 13 toolkit), from their PyPI wheels
# (nvidia-cuda-nvrtc, nvidia-nvjitlink; $WIN_CUDA_VERSION, default 13.0.*).
# `make test-windows` points CUDA_PATH there, so the Windows builds compile
# real kernels under wine. Without pip or the network it says so and exits 1;
# test-windows then runs with the mocks only (NVRTC tests skipped, counted).
set -euo pipefail
dir=$1
version=${WIN_CUDA_VERSION:-13.0.*}
if ls "$dir"/bin/x64/nvrtc64_*.dll "$dir"/bin/x64/nvJitLink_*.dll >/dev/null 2>&1; then
  echo "windows-toolkit: already in $dir/bin/x64"; exit 0
fi
py=$(command -v python3 || command -v python) || { echo "windows-toolkit: python3 is needed"; exit 1; }
mkdir -p "$dir/wheels" "$dir/bin/x64"
"$py" -m pip download --quiet --no-deps --only-binary=:all: --platform win_amd64 -d "$dir/wheels" \
  "nvidia-cuda-nvrtc==$version" "nvidia-nvjitlink==$version" \
  || { echo "windows-toolkit: pip could not fetch the Windows NVRTC / nvJitLink wheels"; exit 1; }
"$py" - "$dir" <<'EOF'
import glob, os, sys, zipfile
dest = os.path.join(sys.argv[1], "bin", "x64")
n = 0
for whl in glob.glob(os.path.join(sys.argv[1], "wheels", "*.whl")):
    with zipfile.ZipFile(whl) as z:
        for name in z.namelist():
            base = os.path.basename(name)
            if base.lower().endswith(".dll") and not base.lower().endswith(".alt.dll"):
                with z.open(name) as src, open(os.path.join(dest, base), "wb") as out:
                    out.write(src.read())
                print("windows-toolkit:", base)
                n += 1
sys.exit(0 if n else 1)
EOF
rm -rf "$dir/wheels"
