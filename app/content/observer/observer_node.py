#!/usr/bin/env python3
"""Trinity Mesh observer node (Python 3 standard library only).

Reads config/observer.json (next to this file, or OBSERVER_CONFIG), registers with the hub at
HUB_URL, then sends a heartbeat every interval, signed with HMAC-SHA256 over
"<timestamp>.<body>" keyed by the node's glyphseed (headers X-Node-Id, X-Node-Timestamp,
X-Node-Signature: sha256=<hex>). A new node waits as "pending" until an operator approves it
on the hub's /valoir-mesh screen. When the hub is unreachable the node backs off (1 s doubling
up to maxBackoffSeconds) and retries. SIGTERM or SIGINT stops it cleanly.

Environment (overrides the configuration file):
  HUB_URL              the hub's base URL, e.g. https://mesh.example.org
  GLYPHSEED            this node's secret (32-256 characters); when neither this nor the file's
                       "glyphseed" is set, a random one is generated and kept in the state file
  OBSERVER_NAME, OBSERVER_LOCATION, OBSERVER_TAGS (comma-separated)
  HEARTBEAT_INTERVAL   seconds between heartbeats (default 30)
  OBSERVER_STATE_DIR   where the node keeps its id (default: state/ next to this file)
  OBSERVER_CONFIG      path of the configuration file
  OBSERVER_AUTO_UPDATE "0" to only log the version the hub expects instead of applying it

Versions: every heartbeat reports the version this node runs; the hub's reply carries the version
it expects ("expectedVersion": an operator's Deploy Update or rollback on /autonomous-mesh). When
they differ, the node applies the expected one. This script cannot fetch other code, so applying
is a simulated update step: it logs the change, records the new version in its state file (kept
across restarts) and reports it from the next heartbeat on, which clears the hub's drift alert.
"""

import hashlib
import hmac
import json
import logging
import os
import re
import secrets
import signal
import sys
import threading
import time
import urllib.error
import urllib.request

VERSION = "{{OBSERVER_VERSION}}"
HERE = os.path.dirname(os.path.abspath(__file__))
USER_AGENT = "trinity-observer/" + VERSION

log = logging.getLogger("observer")
stop_event = threading.Event()


class ConfigError(Exception):
    pass


class HubError(Exception):
    """A reply of the hub that is not a success (status and message)."""

    def __init__(self, status, message):
        super().__init__("%s: %s" % (status, message))
        self.status = status
        self.message = message


def load_config():
    path = os.environ.get("OBSERVER_CONFIG") or os.path.join(HERE, "config", "observer.json")
    config = {}
    if os.path.exists(path):
        try:
            with open(path, "r", encoding="utf-8") as handle:
                config = json.load(handle)
        except (OSError, ValueError) as error:
            raise ConfigError("cannot read %s: %s" % (path, error))
        if not isinstance(config, dict):
            raise ConfigError("%s must hold a JSON object" % path)
    else:
        log.warning("no configuration file at %s; using the environment only", path)

    def pick(env_name, key, default=None):
        value = os.environ.get(env_name)
        if value is not None and value.strip() != "":
            return value.strip() if env_name != "GLYPHSEED" else value
        value = config.get(key, default)
        return value if value not in ("", None) else default

    hub_url = pick("HUB_URL", "hubUrl")
    if not hub_url or not str(hub_url).startswith(("http://", "https://")):
        raise ConfigError("HUB_URL is not set (environment or hubUrl in the configuration); it must start with http:// or https://")
    tags = os.environ.get("OBSERVER_TAGS")
    tag_list = [t.strip() for t in tags.split(",") if t.strip()] if tags else list(config.get("tags") or [])
    try:
        interval = float(pick("HEARTBEAT_INTERVAL", "heartbeatIntervalSeconds", 30))
        max_backoff = float(config.get("maxBackoffSeconds", 60))
    except (TypeError, ValueError):
        raise ConfigError("heartbeatIntervalSeconds and maxBackoffSeconds must be numbers")
    if interval < 1:
        raise ConfigError("the heartbeat interval must be at least 1 second")
    state_dir = os.environ.get("OBSERVER_STATE_DIR") or os.path.join(HERE, "state")
    return {
        "hub_url": str(hub_url).rstrip("/"),
        "name": str(pick("OBSERVER_NAME", "name", "Observer " + os.uname().nodename))[:80],
        "location": pick("OBSERVER_LOCATION", "location"),
        "tags": tag_list,
        "glyphseed": pick("GLYPHSEED", "glyphseed"),
        "version": str(config.get("version") or VERSION),
        "interval": interval,
        "max_backoff": max(1.0, max_backoff),
        "state_file": os.path.join(state_dir, "observer-state.json"),
    }


def read_state(path):
    try:
        with open(path, "r", encoding="utf-8") as handle:
            state = json.load(handle)
            return state if isinstance(state, dict) else {}
    except (OSError, ValueError):
        return {}


def write_state(path, state):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(state, handle, indent=2)
    os.replace(tmp, path)


def request(url, body, headers, timeout=15):
    """POSTs raw JSON text; returns (status, parsed body). Raises HubError for an HTTP error, OSError when unreachable."""
    data = body.encode("utf-8")
    all_headers = {"Content-Type": "application/json", "Accept": "application/json", "User-Agent": USER_AGENT}
    all_headers.update(headers)
    req = urllib.request.Request(url, data=data, headers=all_headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            text = response.read().decode("utf-8", "replace")
            return response.status, (json.loads(text) if text else {})
    except urllib.error.HTTPError as error:
        text = error.read().decode("utf-8", "replace")
        message = text
        try:
            parsed = json.loads(text)
            message = parsed.get("error", {}).get("message") or text
        except (ValueError, AttributeError):
            pass
        raise HubError(error.code, message[:300])


def sign(glyphseed, timestamp, body):
    digest = hmac.new(glyphseed.encode("utf-8"), (timestamp + "." + body).encode("utf-8"), hashlib.sha256).hexdigest()
    return "sha256=" + digest


class Backoff:
    def __init__(self, maximum):
        self.maximum = maximum
        self.delay = 1.0

    def wait(self, reason):
        log.warning("%s; retrying in %.0f s", reason, self.delay)
        stop_event.wait(self.delay)
        self.delay = min(self.maximum, self.delay * 2)

    def reset(self):
        self.delay = 1.0


def ensure_glyphseed(config, state):
    if config["glyphseed"]:
        return config["glyphseed"]
    if state.get("glyphseed"):
        return state["glyphseed"]
    seed = secrets.token_urlsafe(32)
    state["glyphseed"] = seed
    write_state(config["state_file"], state)
    log.info("generated a new random glyphseed (kept in %s, readable by this user only)", config["state_file"])
    return seed


def register(config, glyphseed, backoff):
    payload = {"name": config["name"], "nodeType": "Observer", "version": config["version"], "glyphseed": glyphseed}
    if config["location"]:
        payload["location"] = str(config["location"])[:120]
    body = json.dumps(payload, separators=(",", ":"))
    url = config["hub_url"] + "/api/mesh/nodes/register"
    while not stop_event.is_set():
        try:
            status, reply = request(url, body, {})
            backoff.reset()
            log.info("registered with %s as %s (status %s)", config["hub_url"], reply.get("id"), reply.get("status"))
            if reply.get("status") == "pending":
                log.info("waiting for an operator to approve this node on %s/valoir-mesh", config["hub_url"])
            return reply["id"]
        except HubError as error:
            if error.status in (400, 413):
                raise ConfigError("the hub refused the registration: " + error.message)
            backoff.wait("registration failed (%s: %s)" % (error.status, error.message))
        except OSError as error:
            backoff.wait("hub unreachable at %s (%s)" % (config["hub_url"], getattr(error, "reason", error)))
    return None


VERSION_PATTERN = re.compile(r"^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$")


def apply_update(config, state, expected):
    """Switches to the version the hub expects (a simulated update step; see the module's docstring)."""
    if not isinstance(expected, str) or not VERSION_PATTERN.match(expected) or expected == config["version"]:
        return False
    if os.environ.get("OBSERVER_AUTO_UPDATE", "1").strip() == "0":
        log.info("the hub expects version %s (this node runs %s); automatic updates are off", expected, config["version"])
        return False
    log.info("update: the hub expects version %s; applying it (this node runs %s)", expected, config["version"])
    previous = config["version"]
    config["version"] = expected
    state.update({"version": expected, "previousVersion": previous, "updatedAt": int(time.time())})
    write_state(config["state_file"], state)
    log.info("update applied: now running version %s (was %s)", expected, previous)
    return True


def run(config):
    state = read_state(config["state_file"])
    if isinstance(state.get("version"), str) and VERSION_PATTERN.match(state["version"]):
        config["version"] = state["version"]  # an update applied earlier
    glyphseed = ensure_glyphseed(config, state)
    backoff = Backoff(config["max_backoff"])
    node_id = state.get("nodeId")
    fingerprint = hashlib.sha256(glyphseed.encode("utf-8")).hexdigest()
    if node_id and state.get("fingerprint") != fingerprint:
        node_id = None  # the glyphseed changed: register afresh
    started = time.monotonic()
    beats = 0
    log.info("observer %s v%s starting; hub %s, heartbeat every %.0f s", config["name"], config["version"], config["hub_url"], config["interval"])
    while not stop_event.is_set():
        if not node_id:
            node_id = register(config, glyphseed, backoff)
            if not node_id:
                break
            state.update({"nodeId": node_id, "fingerprint": fingerprint})
            write_state(config["state_file"], state)
        metrics = {"uptime_s": int(time.monotonic() - started), "beats": beats}
        if config["tags"]:
            metrics["tags"] = ",".join(config["tags"])[:200]
        if hasattr(os, "getloadavg"):
            metrics["load_1m"] = round(os.getloadavg()[0], 2)
        body = json.dumps({"version": config["version"], "metrics": metrics}, separators=(",", ":"))
        timestamp = str(int(time.time() * 1000))
        headers = {"X-Node-Id": node_id, "X-Node-Timestamp": timestamp, "X-Node-Signature": sign(glyphseed, timestamp, body)}
        try:
            _, reply = request(config["hub_url"] + "/api/mesh/heartbeat", body, headers)
            beats += 1
            backoff.reset()
            log.info("heartbeat %d verified by the hub (version %s)", beats, config["version"])
            if isinstance(reply, dict):
                apply_update(config, state, reply.get("expectedVersion"))
            stop_event.wait(config["interval"])
        except HubError as error:
            if error.status == 403 and "approval" in error.message:
                log.info("pending: waiting for an operator's approval")
                stop_event.wait(config["interval"])
            elif error.status == 403:
                log.error("the hub refused this node: %s", error.message)
                return 3
            elif error.status == 401:
                # Unknown to the hub (e.g. its database was reset) or a refused signature: register again
                # (registering is idempotent for the same glyphseed).
                log.warning("the hub does not know node %s (%s); registering again", node_id, error.message)
                node_id = None
                stop_event.wait(min(config["interval"], 5))
            else:
                backoff.wait("heartbeat refused (%s: %s)" % (error.status, error.message))
        except OSError as error:
            backoff.wait("hub unreachable at %s (%s)" % (config["hub_url"], getattr(error, "reason", error)))
    log.info("observer stopped after %d heartbeats", beats)
    return 0


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s observer %(levelname)s %(message)s", stream=sys.stderr)

    def on_signal(signum, _frame):
        log.info("received %s; stopping", signal.Signals(signum).name)
        stop_event.set()

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    try:
        config = load_config()
    except ConfigError as error:
        log.error("configuration problem: %s", error)
        return 2
    try:
        return run(config)
    except ConfigError as error:
        log.error("%s", error)
        return 2


if __name__ == "__main__":
    sys.exit(main())
