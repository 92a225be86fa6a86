"""The catalogue machinery (scripts/po.py, po/its) on a fixture tree: a code word and a
data word of the same English become two messages that zh_TW translates apart, and
po-check fails on the mistakes that would merge them or lose a translator's comment.
No window: this runs gettext's own tools, as `make pot` and `make po-check` do."""
import gettext
import os
import re
import shutil
import subprocess
import sys

import pytest

from driver import ROOT

sys.path.insert(0, os.path.join(ROOT, "scripts"))
import po  # noqa: E402  (scripts/po.py)

FIXTURE = os.path.join(ROOT, "Tests", "fixtures", "catalogue")
CODE = os.path.join("Sources", "Colour", "ColourPageModel.swift")


@pytest.fixture
def tree(tmp_path):
    """A copy of the fixture with the project's own ITS rules, its template made."""
    root = tmp_path / "tree"
    shutil.copytree(FIXTURE, root)
    shutil.copytree(os.path.join(ROOT, "po", "its"), root / "po" / "its")
    po.make_pot(str(root / "po" / "pickers.pot"), str(root))
    return root


def check(root, capsys):
    status = po.check(str(root))
    return status, capsys.readouterr().out


def test_a_colour_and_a_fruit_of_the_same_english_are_translated_apart(tree, capsys, tmp_path):
    messages = {(e["msgctxt"], e["msgid"]): e for e in po.entries(str(tree / "po" / "pickers.pot"))}
    assert (None, "Orange") in messages and ("fruit", "Orange") in messages, messages.keys()
    assert messages[(None, "Orange")]["references"] == [CODE]
    assert messages[("fruit", "Orange")]["references"] == ["data/meals.plist"]
    # Each keeps its own translator comment.
    assert "a colour of the Colour page's wheel" in messages[(None, "Orange")]["comments"]
    assert "Meal picker" in messages[("fruit", "Orange")]["comments"]
    status, out = check(tree, capsys)
    assert status == 0, out

    mo = tmp_path / "locale" / "zh_TW" / "LC_MESSAGES" / "fixture.mo"
    mo.parent.mkdir(parents=True)
    subprocess.run(["msgfmt", "--check", "-o", str(mo), str(tree / "po" / "zh_TW.po")], check=True)
    catalogue = gettext.translation("fixture", str(tmp_path / "locale"), ["zh_TW"])
    assert catalogue.gettext("Orange") == "橙色"
    assert catalogue.pgettext("fruit", "Orange") == "柳橙"


def test_po_check_fails_when_a_code_word_and_a_data_word_share_a_message(tree, capsys):
    # Without the data files' context rules, the fruit "Orange" and the colour merge into one
    # message: the Colour wheel would show the fruit (柳橙) in Chinese.
    its = tree / "po" / "its" / "plist.its"
    its.write_text(re.sub(r"<gt:contextRule[^>]*/>", "", its.read_text()))
    po.make_pot(str(tree / "po" / "pickers.pot"), str(tree))
    status, out = check(tree, capsys)
    assert status == 1
    assert ("'Orange' comes from data/meals.plist and the program's own texts without a "
            "context") in out, out
    assert "'Apple' of data/meals.plist has no context" in out, out


@pytest.mark.parametrize("edit, problem", [
    # One comment over two calls: xgettext gives it to the first only.
    (lambda code: code.replace(
        "  // Translators: a colour of the Colour page's wheel.\n  translator.tr(\"Orange\")",
        "  translator.tr(\"Orange\")"),
     f"{CODE}:3: a Translators comment stands above 2 texts but reaches only the first"),
    # A comment with code between it and its call.
    (lambda code: code.replace(
        "  // Translators: a colour of the Colour page's wheel.\n  translator.tr(\"Red\"),",
        "  // Translators: the colours.\n  colourCount,\n\n  translator.tr(\"Red\"),"),
     f"{CODE}:3: a Translators comment reaches no text"),
    # A line between the comment and its call: xgettext drops the comment, though the
    # same words reach "Red" from the comment above it.
    (lambda code: code.replace(
        "  // Translators: a colour of the Colour page's wheel.\n  translator.tr(\"Orange\"),",
        "  // Translators: a colour of the Colour page's wheel.\n  spacer,\n  translator.tr(\"Orange\"),"),
     f"{CODE}:5: a Translators comment reaches no text"),
    # A context xgettext cannot read: the text is never extracted.
    (lambda code: code.replace('translator.trc("wheel", "Colour")',
                               'translator.trc(wheelContext, "Colour")'),
     f"{CODE}:8: a trc whose context is not a literal"),
])
def test_po_check_fails_when_a_comment_or_a_context_does_not_reach_its_text(
        tree, capsys, edit, problem):
    code = tree / CODE
    code.write_text(edit(code.read_text()))
    po.make_pot(str(tree / "po" / "pickers.pot"), str(tree))
    status, out = check(tree, capsys)
    assert status == 1
    assert problem in out, out
