"""Fonts travel (issue 19): every font of every printed page kind is embedded as a subset, so a
page opened where no Japanese font is installed still shows the kanji of Nanyou names — checked
by rendering with poppler given no fonts at all."""

from __future__ import annotations

import copy
import io
import re
import shutil
import subprocess

import pytest
from pypdf import PdfReader

from exports.box_pdf import box_pdf
from exports.pdf_fonts import CJK, FILES, FOLDER, MONO, SANS, font_for, is_latin, markup
from tests.command_line import scorebook
from tests.stats import box_games

real_games_url, real_frames, real_boxes = (box_games.real_games_url, box_games.real_frames,
                                           box_games.real_boxes)


def test_latin_text_keeps_the_latin_font_and_kanji_get_the_cjk_font():
    assert is_latin("Featherstone G, 1b") and is_latin("Peña F, ss") and is_latin("Müller – Ørsted")
    assert not is_latin("岩倉 剛志")
    assert font_for("Nunn J") == SANS and font_for("Nunn J", MONO) == MONO
    assert font_for("岩倉 剛志, p") == CJK
    assert markup("岩倉 剛志 (W) & <b>") == (
        f'<font face="{CJK}">岩倉</font> <font face="{CJK}">剛志</font> (W) &amp; &lt;b&gt;')


def test_the_font_files_and_their_licences_ship_with_the_package():
    for file in FILES.values():
        assert (FOLDER / file).stat().st_size > 100_000, file
    readme = (FOLDER / "README.md").read_text(encoding="utf-8")
    for licence in ("LICENSE-Liberation.txt", "LICENSE-IPAex.txt"):
        assert licence in readme and (FOLDER / licence).is_file()
    assert "SIL OPEN FONT LICENSE Version 1.1" in (FOLDER / "LICENSE-Liberation.txt").read_text()
    assert "IPA Font License Agreement v1.0" in (FOLDER / "LICENSE-IPAex.txt").read_text()


def fonts_of(data: bytes) -> dict[str, object]:
    """Every font every page (and every form drawn on it) names: base font → font object."""
    found = {}

    def visit(resources) -> None:
        resources = resources.get_object() if resources is not None else {}
        for font in resources.get("/Font", {}).values():
            font = font.get_object()
            found[str(font["/BaseFont"])] = font
        for xobject in resources.get("/XObject", {}).values():
            visit(xobject.get_object().get("/Resources"))

    for page in PdfReader(io.BytesIO(data)).pages:
        visit(page.get("/Resources"))
    return found


def assert_embedded(data: bytes, kind: str) -> set[str]:
    fonts = fonts_of(data)
    assert fonts, kind
    for name, font in fonts.items():
        assert re.fullmatch(r"/[A-Z]{6}\+[A-Za-z-]+", name), (kind, name)  # a subset
        assert "/FontFile2" in font["/FontDescriptor"].get_object(), (kind, name)
        assert "/ToUnicode" in font, (kind, name)  # the text can be copied back out
    return {re.sub(r"^/[A-Z]{6}\+", "", name) for name in fonts}


@pytest.fixture(scope="module")
def demo_url(tmp_path_factory) -> str:
    url = f"sqlite:///{tmp_path_factory.mktemp('fonts') / 'demo.db'}"
    built = scorebook(url, "demo")
    assert built.exit_code == 0, built.output
    return url


PAGE_KINDS = {
    "nanyou box": ["box", "demo-nanyou-1-1", "--pdf"],
    "nanyou scorecard": ["scorecard", "demo-nanyou-1-1", "--pdf"],
    "bot9 scorecard": ["scorecard", "demo-bot9-1-1", "--pdf"],
    "pizzabox blank card": ["scorecard", "--blank", "--system", "pizzabox", "--pdf"],
    "nanyou blank card": ["scorecard", "--blank", "--away", "KAW", "--home", "TBS", "--system",
                          "nanyou", "--pdf"],
    "unlimited9 blank card": ["scorecard", "--blank", "--system", "unlimited9", "--pdf"],
    "report": ["report", "--season", "Demo nanyou 2026", "--pdf"],
    "solo sheet": ["solo", "pdf", "1"],
}


@pytest.mark.parametrize("kind", PAGE_KINDS)
def test_every_page_kind_embeds_every_font_it_uses(demo_url, tmp_path, kind):
    path = tmp_path / "page.pdf"
    result = scorebook(demo_url, *PAGE_KINDS[kind], str(path))
    assert result.exit_code == 0, result.output
    used = assert_embedded(path.read_bytes(), kind)
    assert "LiberationSans" in used or "LiberationSans-Bold" in used
    if kind.startswith("nanyou") and kind != "nanyou blank card" or kind == "report":
        assert "IPAexGothic" in used, kind  # the demo's Nanyou names are kanji


@pytest.mark.skipif(shutil.which("pdftoppm") is None or shutil.which("pdftotext") is None,
                    reason="poppler-utils is not installed and `make pdf-tools` could not "
                           "install it")
def test_kanji_show_where_no_japanese_font_is_installed(real_boxes, tmp_path):
    box = copy.deepcopy(real_boxes["TBA201908180"])
    box["linescore"]["home"]["name"] = "阪神 タイガース"
    pdf = tmp_path / "box.pdf"
    pdf.write_bytes(box_pdf([box]))
    assert "IPAexGothic" in assert_embedded(pdf.read_bytes(), "box")
    # A fontconfig that knows no font at all: poppler can draw only what the PDF carries.
    (tmp_path / "fonts.conf").write_text(
        f"<?xml version='1.0'?><fontconfig><dir>{tmp_path / 'none'}</dir>"
        f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>")
    env = {"FONTCONFIG_FILE": str(tmp_path / "fonts.conf"), "PATH": "/usr/bin:/bin",
           "HOME": str(tmp_path)}
    subprocess.run(["pdftoppm", "-r", "72", "-png", "-singlefile", str(pdf), str(tmp_path / "p")],
                   check=True, capture_output=True, timeout=60, env=env)
    words = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], check=True, env=env,
                           capture_output=True, text=True, timeout=60).stdout
    from PIL import Image  # reportlab's own dependency

    image = Image.open(tmp_path / "p.png").convert("L")
    boxes = re.findall(r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">阪神<',
                       words)
    assert len(boxes) == 7  # headline, line score, batting, pitching, notes, proof
    for box_ in boxes:
        x0, y0, x1, y1 = (round(float(v)) for v in box_)
        ink = sum(image.crop((x0, y0, x1, y1)).histogram()[:128])
        assert ink > 0.05 * (x1 - x0) * (y1 - y0), (box_, ink)  # strokes, not an empty box
