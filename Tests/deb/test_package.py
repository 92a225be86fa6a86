"""The Debian package as a user gets it (make deb-check, after lintian): installed, run and
purged in a throwaway root by scripts/deb-check.sh, which must fail on a broken package and
never touch the host's packages. PICKERS_DEB names the .deb that make deb built."""
import hashlib
import os
import re
import shutil
import subprocess

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CHECK = os.path.join(ROOT, "scripts", "deb-check.sh")
DEB = os.environ.get("PICKERS_DEB")
pytestmark = pytest.mark.skipif(not DEB, reason="make deb-check sets PICKERS_DEB")


def check(deb, *options):
    return subprocess.run([CHECK, *options, deb], capture_output=True, text=True, timeout=600)


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def rebuilt(tmp_path, name, change):
    """The package with `change(folder)` made to its unpacked tree, built again."""
    tree = tmp_path / name
    subprocess.run(["dpkg-deb", "-R", DEB, str(tree)], check=True)
    change(tree)
    deb = tmp_path / f"{name}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-b", str(tree), str(deb)], check=True,
                   capture_output=True)
    return str(deb)


def test_the_package_installs_runs_and_purges_leaving_the_host_as_it_was():
    status = digest("/var/lib/dpkg/status")
    result = check(DEB)
    assert result.returncode == 0, result.stdout + result.stderr
    # pytest's last line of test_installed.py: all passed, none skipped or failed.
    summary = [line for line in result.stdout.splitlines() if " in " in line and "passed" in line]
    assert summary and not re.search(r"failed|skipped|error", summary[-1]), result.stdout
    assert digest("/var/lib/dpkg/status") == status, "the host's package database changed"


def test_a_package_that_depends_on_what_no_host_has_fails(tmp_path):
    def depend_on_nothing(tree):
        control = tree / "DEBIAN" / "control"
        text = control.read_text().replace("Depends: ", "Depends: libpickers-nowhere0, ", 1)
        control.write_text(text)
    result = check(rebuilt(tmp_path, "wrong-depends", depend_on_nothing), "--no-run")
    assert result.returncode != 0, "a package with an unmet Depends passed"
    assert "libpickers-nowhere0" in result.stderr, result.stderr


def test_a_package_missing_its_zip_codes_fails(tmp_path):
    def drop_the_zips(tree):
        (tree / "usr" / "share" / "pickers" / "data" / "statedictionary.plist").unlink()
        subprocess.run("find usr -type f -exec md5sum {} + | sort -k 2 > DEBIAN/md5sums",
                       shell=True, cwd=tree, check=True)
    result = check(rebuilt(tmp_path, "missing-file", drop_the_zips))
    assert result.returncode != 0, "a package without its zip codes passed"
    assert "failed" in result.stdout, result.stdout


def test_a_pickers_the_user_installed_survives(tmp_path):
    """A host of its own (dpkg's --root, with this machine's packages) on which the user
    installed a pickers 0.0.1 of their own: the check, run against that host, leaves its
    package database and its /usr/bin/pickers byte for byte."""
    host = tmp_path / "host"
    admin = host / "var" / "lib" / "dpkg"
    (admin / "updates").mkdir(parents=True)
    (admin / "available").touch()
    shutil.copy("/var/lib/dpkg/status", admin / "status")
    shutil.copytree("/var/lib/dpkg/info", admin / "info",
                    ignore=lambda _, names: [n for n in names if not n.endswith(".list")])
    theirs = tmp_path / "theirs"
    (theirs / "DEBIAN").mkdir(parents=True)
    (theirs / "DEBIAN" / "control").write_text(
        "Package: pickers\nVersion: 0.0.1\nArchitecture: all\nMaintainer: A User <u@example.org>\n"
        "Description: the user's own pickers\n the user's own pickers\n")
    (theirs / "usr" / "bin").mkdir(parents=True)
    (theirs / "usr" / "bin" / "pickers").write_text("#!/bin/sh\necho the user's own\n")
    subprocess.run(["dpkg-deb", "--root-owner-group", "-b", str(theirs), str(tmp_path / "theirs.deb")],
                   check=True, capture_output=True)
    dpkg = ["dpkg", f"--root={host}", "--force-not-root", f"--log={tmp_path / 'log'}"]
    subprocess.run([*dpkg, "-i", str(tmp_path / "theirs.deb")], check=True, capture_output=True)
    before = digest(admin / "status"), digest(host / "usr" / "bin" / "pickers")

    result = check(DEB, "--host", str(host), "--no-run")
    assert result.returncode == 0, result.stdout + result.stderr
    # A fresh install in the throwaway root, not an upgrade of the user's package.
    assert "Unpacking pickers (0.1.0) ..." in result.stdout, result.stdout
    after = digest(admin / "status"), digest(host / "usr" / "bin" / "pickers")
    assert after == before, "the user's pickers changed"
    version = subprocess.run([*dpkg, "-s", "pickers"], capture_output=True, text=True).stdout
    assert "Version: 0.0.1" in version and "install ok installed" in version, version
