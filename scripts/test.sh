#!/usr/bin/env bash
# Set up and run every test: a virtual environment with the test extra, a browser where one
# can be had, then ruff, mypy on the core, the public API check and pytest (notebooks too).
# Usage: bash scripts/test.sh [pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

# 1. Python: the active virtual environment, or .venv here (system Pythons refuse pip installs).
if [ -z "${VIRTUAL_ENV:-}" ]; then
  if [ ! -x .venv/bin/python ]; then
    "${PYTHON:-python3}" -m venv .venv
  fi
  # shellcheck disable=SC1091
  . .venv/bin/activate
fi
python -m pip install -q --upgrade pip
python -m pip install -q -e '.[test]'

# 2. A browser for the real-browser tests. Playwright cannot download its own here, so use the
#    system's Chromium (Debian: apt-get install chromium); tests/conftest.py finds it.
if [ -z "${SCAT_CHROMIUM:-}" ] && ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "scripts/test.sh: installing Debian's chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  elif [ "$(uname -s)" = Darwin ]; then
    python -m playwright install chromium || echo "scripts/test.sh: no browser; browser tests will be skipped"
  else
    echo "scripts/test.sh: no Chromium found and none can be installed here; browser tests will be skipped"
  fi
fi

# 3. Lint, types, the public API contract.
ruff check .
ruff format --check .
mypy
if [ -f ../shared/check_api.py ]; then
  python ../shared/check_api.py
fi

# 4. Every test, the notebooks included. pytest exits 5 when it collects nothing: say so, fail.
set +e
# Two workers (pytest-xdist): the browser tests in order on one (tests/ui/conftest.py groups
# them), everything else on the other; "-n 0" in the arguments runs it all in this process.
python -m pytest -n 2 --dist loadgroup "$@"
status=$?
set -e
if [ "$status" = 5 ]; then
  if [ "$#" -gt 0 ]; then
    echo "scripts/test.sh: no test matches the selection '$*'; nothing to run"
    exit 0
  fi
  echo "scripts/test.sh: pytest found no tests at all: that is a failure" >&2
fi
exit "$status"
