"""End-to-end: a fixed-seed randomised session of 300 actions."""
from session import run_session


def test_randomised_session_of_300_actions(launch):
    app = launch("--seed", "5")
    counts = run_session(app, actions=300, seed=2026)
    assert sum(counts.values()) >= 300, counts
    assert all(counts[kind] > 0 for kind in ("tab", "pick", "press", "spin")), counts
    assert app.alive(), "pickers died during the session"
    # The launch fixture then checks: exit 0 on SIGTERM, no GTK/GLib critical or warning.
