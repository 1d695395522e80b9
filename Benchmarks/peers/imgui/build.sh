#!/usr/bin/env bash
# Builds the Dear ImGui peer of `table-bench frames` into the folder given (default
# .build/peers): Debian's libimgui-dev (installed when missing), with the SDL_Renderer backend
# compiled in from the package's examples, which the library itself lacks.
set -euo pipefail
cd "$(dirname "$0")"
out="${1:-../../../.build/peers}"
mkdir -p "$out"

if ! dpkg-query -W -f='${Status}' libimgui-dev 2>/dev/null | grep -q "install ok installed"; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "peers: installing libimgui-dev" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libimgui-dev >/dev/null
fi

backends=/usr/share/doc/libimgui-dev/examples/backends
backend="$backends/imgui_impl_sdlrenderer.cpp"
[ -f "$backend" ] || backend="$backend.gz"
if [[ "$backend" == *.gz ]]; then
  zcat "$backend" > "$out/imgui_impl_sdlrenderer.cpp"
  backend="$out/imgui_impl_sdlrenderer.cpp"
fi

echo "peers: building imgui-peer" >&2
c++ -std=c++17 -O2 -DNDEBUG main.cpp "$backend" -o "$out/imgui-peer" \
  -I/usr/include/imgui/backends $(pkg-config --cflags imgui sdl2) \
  $(pkg-config --libs imgui sdl2)
