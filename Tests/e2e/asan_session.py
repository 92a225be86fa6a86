"""The randomised session against the AddressSanitizer build: ASan must report no error
and LeakSanitizer no leak outside the suppressed system libraries (Tests/asan/lsan.supp).

Run by `make asan-session` (part of `make test`), which builds .build-asan first.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from driver import ROOT, Pickers  # noqa: E402
from session import run_session  # noqa: E402


def main(actions):
    os.environ["PICKERS_BINARY"] = os.path.join(ROOT, ".build-asan", "debug", "pickers")
    os.environ["ASAN_OPTIONS"] = "detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=40"
    os.environ["LSAN_OPTIONS"] = "suppressions=" + os.path.join(ROOT, "Tests", "asan", "lsan.supp")
    os.environ.setdefault("PICKERS_START_TIMEOUT", "120")
    app = Pickers("--seed", "5")
    counts = run_session(app, actions=actions, seed=2026)
    status, stderr = app.close(timeout=120)
    report = [line for line in stderr.splitlines()
              if "ERROR: AddressSanitizer" in line or "ERROR: LeakSanitizer" in line
              or line.startswith("SUMMARY:") or line.startswith("Direct leak")]
    print(f"ASan session: {sum(counts.values())} actions {counts}, exit status {status}")
    if status != 0 or report:
        print(stderr)
        print(f"1 failed, 0 passed: ASan/LSan reported {len(report)} problem lines, status {status}")
        return 1
    print("ASan and LSan: no error, no unsuppressed leak")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 300))
