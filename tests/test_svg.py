import xml.etree.ElementTree as ET

from scat_learn import Card, Game, score_hand
from scat_learn.cards import Hand
from scat_learn.svg import backs_svg, card_name, cards_svg

NS = "{http://www.w3.org/2000/svg}"


def parse(svg):
    return ET.fromstring(svg)


def test_a_card_draws_itself_with_a_text_alternative():
    root = parse(Card.parse("10h")._repr_svg_())
    assert root.tag == NS + "svg" and root.get("role") == "img"
    group = root.find(NS + "g")
    assert group.get("aria-label") == "10 of hearts"
    assert group.find(NS + "title").text == "10 of hearts"


def test_a_hand_marks_its_counting_cards_with_a_star_not_only_colour():  # R-SCORE-2
    hand = Game.new(["A", "B"], seed=1).hand(0)
    assert isinstance(hand, Hand)
    root = parse(hand._repr_svg_())
    counting = {str(c) for c in score_hand(hand).cards}
    for g in root.iter(NS + "g"):
        marked = "★" in "".join(g.itertext())
        assert marked == (g.get("data-card") in counting)
        assert ("counts" in g.get("aria-label")) == marked
    assert f"scores {score_hand(hand).total}" in root.get("aria-label")


def test_a_score_draws_its_cards_and_says_its_total():
    root = parse(score_hand("K♠ 10♠ 4♥")._repr_svg_())
    assert root.get("aria-label") == "scores 20: King of spades, 10 of spades"


def test_four_colour_deck_gives_diamonds_and_clubs_their_own_colour():
    two, four = cards_svg([Card.parse("2d")]), cards_svg([Card.parse("2d")], four_colour=True)
    assert two != four and "#1559b8" in four


def test_card_backs_hide_everything():
    svg = backs_svg(3)
    assert "face down" in svg and not any(str(c) in svg for c in [Card.parse("as"), Card.parse("10h")])
    assert len(parse(svg).findall(NS + "g")) == 3


def test_card_names():
    assert card_name(Card.parse("QS")) == "Queen of spades"


def test_text_alternatives_speak_the_learners_language():
    ace = Card.parse("A♠")
    assert card_name(ace, "et") == "poti äss"
    assert card_name(ace, "el") == "Άσσος πίκα"
    svg = cards_svg([ace], marked=[ace], lang="el")
    assert "Άσσος πίκα, μετράει" in svg and "Ace" not in svg
    assert "φύλλα, κλειστά" in backs_svg(2, lang="el")
