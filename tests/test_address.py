"""The page's address is read strictly where it enters: odd values are named, never crash."""

from __future__ import annotations

from scat_learn.ui.address import guard_panel_query_parsing, query_string, read_address
from scat_learn.ui.model import SPEEDS


def args(**values: str) -> dict[str, list[bytes]]:
    return {k: [v.encode()] for k, v in values.items()}


def test_valid_values_are_used_and_odd_ones_named():
    address = read_address(args(deal="k7q2mx", players="3", speed="FAST", lang="et"), list(SPEEDS))
    assert address.settings == {"deal": "K7Q2MX", "players": 3, "speed": "fast", "lang": "et"}
    assert address.problems == ()
    odd = read_address(args(players="50", speed="weird", lang="xx", deal="!!!"), list(SPEEDS))
    assert odd.settings == {}
    assert [name for name, _ in odd.problems] == ["deal", "players", "speed", "lang"]


def test_numbers_that_python_or_panel_cannot_read_are_named_not_raised():
    for value in ("²", "7" * 4301, "1.5", "-5", "1e999", "0x10", "٣"):
        address = read_address(args(players=value), list(SPEEDS))
        assert address.settings == {} and address.problems[0][0] == "players"
    assert read_address({"deal": [b"\xff\xfe"]}, list(SPEEDS)).problems == (("deal", "…"),)


def test_an_old_seed_is_a_deal_code():
    assert read_address(args(seed="7"), list(SPEEDS)).settings == {"deal": "7"}


def test_panels_own_query_parser_is_kept_from_odd_values():
    from panel.io import location

    guard_panel_query_parsing()
    guard_panel_query_parsing()  # twice is once
    parsed = location.parse_query("?players=²&seed=" + "7" * 4301 + "&speed=3&x=[1]")
    assert parsed["players"] == "²" and parsed["seed"] == "7" * 4301 and parsed["speed"] == 3
    assert parsed["x"] == "[1]"


def test_the_address_written_holds_only_the_settings_used():
    query = query_string(
        "?seed=77&test_lives=1&players=50", {"deal": "AB", "players": 3, "speed": "fast", "lang": "en"}
    )
    assert query == "?test_lives=1&deal=AB&players=3&speed=fast&lang=en"
