"""End-to-end: a fixed-seed randomised session of 100 actions. `make asan-session` runs
the same driver for 300 actions (seed 2026) against the AddressSanitizer build; this one
takes another seed, so the two walk different sessions, and stays short (the 300 took
79 s of `make test` twice)."""
from session import run_session


def test_randomised_session_of_100_actions(launch):
    app = launch("--seed", "5")
    counts = run_session(app, actions=100, seed=2027)
    assert sum(counts.values()) >= 100, counts
    assert all(counts[kind] > 0 for kind in ("tab", "pick", "press", "spin")), counts
    assert app.alive(), "pickers died during the session"
    # The launch fixture then checks: exit 0 on SIGTERM, no GTK/GLib critical or warning.
