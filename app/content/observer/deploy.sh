#!/usr/bin/env bash
# Installs the Trinity Mesh observer node as a systemd service on a Linux host.
#
#   sudo HUB_URL=https://mesh.example.org GLYPHSEED=... bash deploy.sh
#
# Settings come from the environment or from an observer.env file next to this script
# (KEY=value lines: HUB_URL, GLYPHSEED, OBSERVER_NAME, OBSERVER_LOCATION, OBSERVER_TAGS,
# HEARTBEAT_INTERVAL). They are kept in /etc/trinity-observer/observer.env (mode 600).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SERVICE="${SERVICE_NAME:-trinity-observer}"
INSTALL_DIR="${INSTALL_DIR:-/opt/${SERVICE}}"
STATE_DIR="${STATE_DIR:-/var/lib/${SERVICE}}"
ENV_DIR="/etc/${SERVICE}"
ENV_FILE="${ENV_DIR}/observer.env"
RUN_USER="${RUN_USER:-trinity-observer}"

say() { printf '[deploy] %s\n' "$*"; }
fail() { printf '[deploy] error: %s\n' "$*" >&2; exit 1; }

if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || fail "run this script as root (sudo is not installed)"
  say "re-running with sudo"
  exec sudo --preserve-env=SERVICE_NAME,INSTALL_DIR,HUB_URL,GLYPHSEED,OBSERVER_NAME,OBSERVER_LOCATION,OBSERVER_TAGS,HEARTBEAT_INTERVAL bash "$0" "$@"
fi

command -v python3 >/dev/null 2>&1 || fail "python3 is required (apt-get install -y python3)"
python3 -c 'import sys; sys.exit(0 if sys.version_info >= (3, 8) else 1)' || fail "python3 3.8 or newer is required"
command -v systemctl >/dev/null 2>&1 || fail "systemd is required to run the observer as a service"
[ -f "${HERE}/observer_node.py" ] || fail "observer_node.py not found next to deploy.sh"

if ! id "${RUN_USER}" >/dev/null 2>&1; then
  say "creating system user ${RUN_USER}"
  useradd --system --no-create-home --shell /usr/sbin/nologin "${RUN_USER}"
fi

say "installing into ${INSTALL_DIR}"
install -d -m 0755 "${INSTALL_DIR}" "${INSTALL_DIR}/config"
install -m 0755 "${HERE}/observer_node.py" "${INSTALL_DIR}/observer_node.py"
if [ -f "${HERE}/config/observer.json" ]; then
  install -m 0644 "${HERE}/config/observer.json" "${INSTALL_DIR}/config/observer.json"
fi
install -d -m 0700 -o "${RUN_USER}" "${STATE_DIR}"
install -d -m 0700 "${ENV_DIR}"

# The settings: an observer.env shipped next to this script wins, then the environment, then the existing file.
umask 077
if [ -f "${HERE}/observer.env" ]; then
  install -m 0600 "${HERE}/observer.env" "${ENV_FILE}"
  rm -f "${HERE}/observer.env"
elif [ -n "${HUB_URL:-}" ] || [ -n "${GLYPHSEED:-}" ]; then
  : > "${ENV_FILE}"
  for key in HUB_URL GLYPHSEED OBSERVER_NAME OBSERVER_LOCATION OBSERVER_TAGS HEARTBEAT_INTERVAL; do
    if [ -n "${!key:-}" ]; then printf '%s=%s\n' "${key}" "${!key}" >> "${ENV_FILE}"; fi
  done
fi
[ -f "${ENV_FILE}" ] || say "warning: no ${ENV_FILE}; the observer will use hubUrl and glyphseed from config/observer.json"
printf 'OBSERVER_STATE_DIR=%s\n' "${STATE_DIR}" > "${ENV_DIR}/service.env"

cat > "/etc/systemd/system/${SERVICE}.service" <<UNIT
[Unit]
Description=Trinity Mesh observer node
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=${RUN_USER}
EnvironmentFile=${ENV_DIR}/service.env
EnvironmentFile=-${ENV_FILE}
ExecStart=/usr/bin/env python3 ${INSTALL_DIR}/observer_node.py
Restart=always
RestartSec=5
NoNewPrivileges=true
ProtectSystem=strict
ReadWritePaths=${STATE_DIR}

[Install]
WantedBy=multi-user.target
UNIT

systemctl daemon-reload
systemctl enable "${SERVICE}.service" >/dev/null
systemctl restart "${SERVICE}.service"
say "the observer is running: journalctl -u ${SERVICE} -f"
say "it registers as pending; approve it on the hub's /valoir-mesh screen"
