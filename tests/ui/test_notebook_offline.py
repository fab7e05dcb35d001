"""A lesson notebook, executed and opened in Chromium with every network request refused:
its plots must still be drawn (``inline=True`` ships BokehJS with the notebook)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "01-cards-and-scores.ipynb"


def refuse_the_network(page: Any) -> list[str]:
    refused: list[str] = []

    def route(request_route: Any) -> None:
        url = request_route.request.url
        if url.startswith("file:"):
            request_route.continue_()
        else:
            refused.append(url)
            request_route.abort()

    page.route("**/*", route)
    return refused


def test_a_lesson_draws_its_plots_offline(page, tmp_path):
    # allow_errors: the lesson stops at its first unanswered prediction (by design); run on past it
    command = [sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute", "--allow-errors"]
    subprocess.run([*command, str(LESSON), "--output-dir", str(tmp_path)], check=True, capture_output=True)
    refused = refuse_the_network(page)
    page.goto((tmp_path / f"{LESSON.stem}.html").as_uri())
    page.locator("canvas").first.wait_for()  # Bokeh drew a plot
    assert page.evaluate("typeof window.Bokeh") == "object"
    assert page.locator("canvas").first.bounding_box()["width"] > 100
    assert refused, "the check is only meaningful if something asked for the network"
