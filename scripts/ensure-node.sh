# shellcheck shell=bash
# The Node.js releases the project supports are `engines` in package.json.
#
#   . scripts/ensure-node.sh             CI: when the machine's node is outside that
#                                        range, NODE_PINNED runs the rest of the shell,
#                                        the official Linux build that the npm registry
#                                        carries as node-linux-<arch>, kept in a cache
#                                        folder and reused on later runs.
#   bash scripts/ensure-node.sh --warn   only say when node is outside the range.
#
# The package holds bin/node and the headers in include/node, no npm: the
# machine's npm runs under it (its `#!/usr/bin/env node` finds it first on
# PATH), and npm_config_nodedir gives node-gyp the matching headers, so native
# modules compile without downloading them from nodejs.org.
NODE_PINNED=22.23.3

ensure_node() {
  local root range semver
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  range="$(node -p 'require(process.argv[1]).engines.node' "$root/package.json")" || return 1
  # The test behind npm's EBADENGINE warning, with the semver module npm ships.
  semver="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/semver"
  if [ ! -d "$semver" ]; then
    echo "Cannot tell whether Node.js $(node --version) is in $range (no semver beside npm)." >&2
    [ "${1:-}" = "--warn" ] && return 0 || return 1
  fi
  if node -e 'const [semver, range] = process.argv.slice(1);
    process.exit(require(semver).satisfies(process.version, range, { includePrerelease: true }) ? 0 : 1)' \
    "$semver" "$range"; then
    return 0
  fi
  if [ "${1:-}" = "--warn" ]; then
    echo "Node.js $(node --version) is outside the supported $range (engines in package.json)." >&2
    return 0
  fi

  local arch home unpack
  case "$(uname -s)/$(uname -m)" in
    Linux/x86_64) arch=x64 ;;
    Linux/aarch64) arch=arm64 ;;
    *)
      echo "Node.js $(node --version) is outside $range: install a supported release." >&2
      return 1
      ;;
  esac
  home="${XDG_CACHE_HOME:-$HOME/.cache}/millenaire-node/$NODE_PINNED"
  if [ "$("$home/bin/node" --version 2>/dev/null)" != "v$NODE_PINNED" ]; then
    echo "Node.js $(node --version) is outside $range: fetching node-linux-$arch@$NODE_PINNED from the npm registry."
    mkdir -p "${home%/*}"
    unpack="$(mktemp -d "$home.XXXXXX")" || return 1
    # npm checks the tarball against the registry's integrity hash.
    if ! { npm pack "node-linux-$arch@$NODE_PINNED" --pack-destination "$unpack" --loglevel=error >/dev/null &&
      tar -xzf "$unpack"/*.tgz -C "$unpack" --strip-components=1 && rm "$unpack"/*.tgz; }; then
      rm -rf "$unpack"
      echo "Could not fetch node-linux-$arch@$NODE_PINNED." >&2
      return 1
    fi
    rm -rf "$home"
    mv "$unpack" "$home"
  fi
  if [ "$("$home/bin/node" --version)" != "v$NODE_PINNED" ] || [ ! -f "$home/include/node/node.h" ]; then
    echo "$home does not hold a working Node.js $NODE_PINNED with its headers." >&2
    return 1
  fi
  export PATH="$home/bin:$PATH"
  export npm_config_nodedir="$home"
  echo "Node.js $(node --version) from $home, npm $(npm --version)"
}

ensure_node "$@"
