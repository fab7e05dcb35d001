"""The fitted calibration of the expert's shown numbers (written by benchmarks/recalibrate.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of table the fit was made on: how to tell it (``gate``, log-odds over
    :data:`.calibration.GATE`) and its own corrections of the three shared models (over
    :data:`.calibration.OWN`, added to their log-odds)."""

    name: str
    gate: tuple[float, ...]
    thirty_one: tuple[float, ...]
    showdown: tuple[float, ...]
    lowest: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Fit:
    """Weights of three logistic models over :data:`.calibration.FEATURES`; with ``kinds``, each
    number is a blend of the kinds' own models, weighed by how like each kind the table reads."""

    thirty_one: tuple[float, ...]  # an opponent shows 31 in this hand
    showdown: tuple[float, ...]  # the lives I lose when no opponent shows 31, out of two
    lowest: tuple[float, ...]  # I am lowest at the showdown
    source: str = ""  # how it was fitted
    kinds: tuple[Kind, ...] = ()


FIT: Fit | None = Fit(
    thirty_one=(
        2.4943900240069086,  # one
        0.5990973203738198,  # logit p_31
        0.021432726792562612,  # logit showdown
        0.017267906107891,  # logit p_lowest
        -0.6186090530260612,  # knocked
        -0.3811331927045811,  # knock chosen
        0.08360305584260364,  # rounds in hand
        -0.28264185419428345,  # 1 / opponents
        0.16170398971176675,  # own lives
        0.05197811183725532,  # fewest lives
        1.2069096284193317,  # table 31 rate
        -0.017053226368984212,  # table rounds
        -0.20725526861548474,  # table knock
        0.10412374838739732,  # table shown
        0.01103650554445796,  # table takes
        0.05088515658371039,  # table seen
        -0.0082633642729534,  # eagerness
        0.021375137859367527,  # least eager
        -0.041902111477516414,  # mark
        0.1193148583825844,  # greed
        -0.11050294426138839,  # p_31 x table 31 rate
        -0.15978655830983404,  # p_31 x table rounds
        0.09056024619347128,  # p_31 x table knock
        -0.11729526887850118,  # p_31 x table shown
        0.04666367548262001,  # p_31 x table takes
        0.15174751622964444,  # p_31 x table seen
        -0.03691149036441399,  # p_31 x eagerness
        -0.11066321489484632,  # p_31 x least eager
        0.15141440599331493,  # p_31 x mark
        0.14378661452393485,  # p_31 x greed
        0.03623801318570742,  # showdown x table 31 rate
        0.10756039288961329,  # showdown x table rounds
        0.05831407308843165,  # showdown x table knock
        -0.18137765892291957,  # showdown x table shown
        0.03804851252300234,  # showdown x table takes
        0.010375796390482963,  # showdown x table seen
        -0.11002001790642685,  # showdown x eagerness
        -0.04615006903379201,  # showdown x least eager
        0.026993092190797863,  # showdown x mark
        0.02578100510057715,  # showdown x greed
        -0.14377828841174403,  # heads-up x one
        -0.15205943555553458,  # heads-up x logit p_31
        0.03499403436612554,  # heads-up x logit showdown
        -0.08668507247332702,  # heads-up x logit p_lowest
        -0.128968453332371,  # heads-up x knocked
        -0.031169834659413052,  # heads-up x rounds
        0.02871734682160294,  # heads-up x table 31 rate
        0.08082688481025029,  # heads-up x table rounds
        -0.09969790388375503,  # heads-up x table knock
        0.03794073212417526,  # heads-up x table shown
        0.1012927641120336,  # heads-up x table takes
        -0.3303308922915682,  # heads-up x table seen
        0.15924898496177747,  # heads-up x eagerness
        0.15924898496177747,  # heads-up x least eager
        -0.0026300197198683103,  # heads-up x mark
        -0.12758863938388756,  # heads-up x greed
    ),
    showdown=(
        -0.5359204849297176,  # one
        0.016612474562144937,  # logit p_31
        0.5504326772683265,  # logit showdown
        0.12879564779674382,  # logit p_lowest
        0.21333785758006843,  # knocked
        0.16862470021755246,  # knock chosen
        0.06383045247312796,  # rounds in hand
        -0.2558412056931044,  # 1 / opponents
        -0.041828580368677454,  # own lives
        0.019673520555100594,  # fewest lives
        -0.09720484318359301,  # table 31 rate
        -0.01783374132328762,  # table rounds
        0.0128466267473976,  # table knock
        -0.036273403654769436,  # table shown
        -0.11766418514560084,  # table takes
        -0.1114443176353096,  # table seen
        0.08132078658007566,  # eagerness
        -0.03230739795232472,  # least eager
        -0.0798746509600214,  # mark
        0.05833656259719381,  # greed
        -0.02674252920498943,  # p_31 x table 31 rate
        0.016010264397146066,  # p_31 x table rounds
        0.026158841982344336,  # p_31 x table knock
        -0.02391028693213229,  # p_31 x table shown
        0.031590054519821345,  # p_31 x table takes
        0.1257789231452035,  # p_31 x table seen
        -0.031097603804783765,  # p_31 x eagerness
        0.0363258971884675,  # p_31 x least eager
        -0.04411889786819263,  # p_31 x mark
        -0.0687051581914756,  # p_31 x greed
        -0.18615967249217893,  # showdown x table 31 rate
        -0.0065341745384854535,  # showdown x table rounds
        0.0687284697549608,  # showdown x table knock
        -0.03896433566832447,  # showdown x table shown
        0.024935956300360943,  # showdown x table takes
        0.15745566001200675,  # showdown x table seen
        0.049380531542299905,  # showdown x eagerness
        -0.03174273105639142,  # showdown x least eager
        0.041083993771077125,  # showdown x mark
        0.007058785879627882,  # showdown x greed
        -0.04193364277505446,  # heads-up x one
        -0.06880823740448516,  # heads-up x logit p_31
        -0.12360673756107732,  # heads-up x logit showdown
        -0.09368996764648156,  # heads-up x logit p_lowest
        0.014335093605557816,  # heads-up x knocked
        -0.0446433918452286,  # heads-up x rounds
        -0.01793723417412858,  # heads-up x table 31 rate
        0.05394150277237946,  # heads-up x table rounds
        -0.021583233017882415,  # heads-up x table knock
        -0.004211555869859535,  # heads-up x table shown
        -0.1599618126486862,  # heads-up x table takes
        -0.2852693961215491,  # heads-up x table seen
        -0.03575795490670837,  # heads-up x eagerness
        -0.03575795490670837,  # heads-up x least eager
        -0.039954695104091484,  # heads-up x mark
        -0.08448951471580048,  # heads-up x greed
    ),
    lowest=(
        -0.3193769880498907,  # one
        -0.0172937873561137,  # logit p_31
        0.062127198110139614,  # logit showdown
        0.8093729217070805,  # logit p_lowest
        0.38019047196052386,  # knocked
        0.022382665676884284,  # knock chosen
        0.0561695878866428,  # rounds in hand
        -0.1775955881568881,  # 1 / opponents
        -0.04071342084412053,  # own lives
        0.06058233125767869,  # fewest lives
        -0.10318343432781292,  # table 31 rate
        -0.18081417551482754,  # table rounds
        -0.02365955525534162,  # table knock
        -0.09694997456480427,  # table shown
        0.022811424946912972,  # table takes
        -0.09717315612046609,  # table seen
        0.1412542073253712,  # eagerness
        -0.05748990590064745,  # least eager
        -0.030264958932191877,  # mark
        0.030636115115335472,  # greed
        -0.035798886682185074,  # p_31 x table 31 rate
        -0.03283581557628713,  # p_31 x table rounds
        -0.01745659554808859,  # p_31 x table knock
        -0.045436990176031734,  # p_31 x table shown
        0.05465147697074105,  # p_31 x table takes
        0.018764697307662243,  # p_31 x table seen
        0.052303579905778816,  # p_31 x eagerness
        0.043008166760472526,  # p_31 x least eager
        -0.04442941795115964,  # p_31 x mark
        -0.09259715039844567,  # p_31 x greed
        -0.08070319411548026,  # showdown x table 31 rate
        -0.10345658402630353,  # showdown x table rounds
        -5.736607505300524e-05,  # showdown x table knock
        0.024141149334897798,  # showdown x table shown
        0.12022672792640383,  # showdown x table takes
        0.046946860468018034,  # showdown x table seen
        -0.010706733631786954,  # showdown x eagerness
        -0.03175572219380724,  # showdown x least eager
        0.046158587026351346,  # showdown x mark
        -0.003880593125772888,  # showdown x greed
        -0.004804599707340368,  # heads-up x one
        -0.04490466833396903,  # heads-up x logit p_31
        -0.12572472787657185,  # heads-up x logit showdown
        -0.15675406230056574,  # heads-up x logit p_lowest
        0.15003642063383285,  # heads-up x knocked
        -0.04429566256996016,  # heads-up x rounds
        -0.007176156532155519,  # heads-up x table 31 rate
        0.13719684362633322,  # heads-up x table rounds
        -0.04235285073887474,  # heads-up x table knock
        0.05082951658832743,  # heads-up x table shown
        -0.16586783430672408,  # heads-up x table takes
        -0.25707850351898065,  # heads-up x table seen
        -0.05799663003941828,  # heads-up x eagerness
        -0.05799663003941828,  # heads-up x least eager
        -0.07460288908137316,  # heads-up x mark
        -0.12325052939385223,  # heads-up x greed
    ),
    source="train5m.npz (tables balanced) (31s between tables: table 31 rate)",
)
