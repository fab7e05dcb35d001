"""The fitted calibration of the expert's shown numbers (written by benchmarks/recalibrate.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Fit:
    """Weights of three logistic models over :data:`.calibration.FEATURES`."""

    thirty_one: tuple[float, ...]  # an opponent shows 31 in this hand
    showdown: tuple[float, ...]  # the lives I lose when no opponent shows 31, out of two
    lowest: tuple[float, ...]  # I am lowest at the showdown
    source: str = ""  # how it was fitted


FIT: Fit | None = Fit(
    thirty_one=(
        -0.9651133286995418,  # one
        0.24327731404776948,  # logit p_31
        0.017036611316777195,  # logit showdown
        0.05923238265925592,  # logit p_lowest
        -1.2965034836407492,  # knocked
        -0.6480468804254008,  # knock chosen
        0.1494659036611378,  # rounds in hand
        -0.6820181021748017,  # 1 / opponents
        0.07227571996098041,  # own lives
        -0.07017832428333577,  # fewest lives
        0.032042811727174283,  # table 31 rate
        0.10487085157615894,  # table rounds
        0.12494016731368018,  # table knock
        0.1618034889325047,  # table shown
        -0.08144003647662414,  # table takes
        0.15974710369147468,  # table seen
        -0.28144423900464177,  # eagerness
        -0.19549005754510249,  # least eager
        -0.18556658239993087,  # mark
        -0.01453629659814336,  # greed
        -0.16343562928768351,  # p_31 x table 31 rate
        0.12701568918937273,  # p_31 x table rounds
        -0.034508441749522174,  # p_31 x table knock
        0.12739221532487366,  # p_31 x table shown
        0.0796097136286139,  # p_31 x table takes
        -0.18861566164969615,  # p_31 x table seen
        0.09707512413780083,  # p_31 x eagerness
        -0.07783948593664666,  # p_31 x least eager
        0.1737029765153162,  # p_31 x mark
        0.01331618081598756,  # p_31 x greed
        0.010011570076688271,  # showdown x table 31 rate
        -0.10631955506507218,  # showdown x table rounds
        0.10844726007445366,  # showdown x table knock
        -0.23490811324770064,  # showdown x table shown
        0.09593602612691954,  # showdown x table takes
        0.04156718573108956,  # showdown x table seen
        0.15942972125658833,  # showdown x eagerness
        -0.11199967635751006,  # showdown x least eager
        0.3096847954754915,  # showdown x mark
        0.12928271967127272,  # showdown x greed
    ),
    showdown=(
        -0.5360154653184602,  # one
        0.013564309831685863,  # logit p_31
        0.6125726821750426,  # logit showdown
        0.08306731638869083,  # logit p_lowest
        0.13911989470723077,  # knocked
        0.08164677852053485,  # knock chosen
        0.10451528303636919,  # rounds in hand
        0.3168049378443343,  # 1 / opponents
        -0.06866453439663263,  # own lives
        -0.004303774977189437,  # fewest lives
        0.029490021498892887,  # table 31 rate
        -0.07726196232707386,  # table rounds
        0.09433481428059946,  # table knock
        0.05979104551942341,  # table shown
        0.14276180587711196,  # table takes
        0.0705225045383176,  # table seen
        0.10094662734566301,  # eagerness
        -0.09698844580208622,  # least eager
        0.04396309939840467,  # mark
        -0.10349892933485437,  # greed
        -0.02050944836517873,  # p_31 x table 31 rate
        -0.019784761126062173,  # p_31 x table rounds
        -0.08905646038208134,  # p_31 x table knock
        0.0018613069181238281,  # p_31 x table shown
        0.019886371907605303,  # p_31 x table takes
        0.024544739372416843,  # p_31 x table seen
        0.05388877585238746,  # p_31 x eagerness
        0.05903996115952338,  # p_31 x least eager
        0.178140476805766,  # p_31 x mark
        -0.011897548296102308,  # p_31 x greed
        -0.06157638634486068,  # showdown x table 31 rate
        -0.344150192820952,  # showdown x table rounds
        0.010681147698737375,  # showdown x table knock
        0.1572776564666588,  # showdown x table shown
        0.25738176396747214,  # showdown x table takes
        -0.05088106548058504,  # showdown x table seen
        0.17083022606322504,  # showdown x eagerness
        -0.2796215464553883,  # showdown x least eager
        0.23331132246629888,  # showdown x mark
        -0.09181981264295706,  # showdown x greed
    ),
    lowest=(
        -0.6876575533623055,  # one
        -0.028856262047936516,  # logit p_31
        0.044520767402487206,  # logit showdown
        0.6894633955661302,  # logit p_lowest
        0.46918176689306035,  # knocked
        -0.013553109235882196,  # knock chosen
        0.10434996931590614,  # rounds in hand
        0.3616822638349864,  # 1 / opponents
        -0.02800181955691062,  # own lives
        0.047231042017609116,  # fewest lives
        -0.05009444499885991,  # table 31 rate
        -0.16186898863244178,  # table rounds
        0.1077412942768836,  # table knock
        0.002650297326395002,  # table shown
        0.2583013211949535,  # table takes
        -0.021985761083203225,  # table seen
        0.30456480093622335,  # eagerness
        -0.13042762875090227,  # least eager
        0.06478273397761827,  # mark
        -0.08543648819303155,  # greed
        -0.06496145752847138,  # p_31 x table 31 rate
        -0.14832997929539615,  # p_31 x table rounds
        -0.08385885015703795,  # p_31 x table knock
        -0.03837030537788751,  # p_31 x table shown
        0.06694233304553336,  # p_31 x table takes
        0.0916032259611436,  # p_31 x table seen
        0.03426556330107238,  # p_31 x eagerness
        0.05171432721541763,  # p_31 x least eager
        0.22494916152237265,  # p_31 x mark
        0.045614814455508045,  # p_31 x greed
        -0.05498381546355094,  # showdown x table 31 rate
        -0.29669310714325425,  # showdown x table rounds
        0.1302801993625487,  # showdown x table knock
        0.296279307161045,  # showdown x table shown
        0.38648316459859544,  # showdown x table takes
        -0.09435486048675114,  # showdown x table seen
        0.26138958493646214,  # showdown x eagerness
        -0.2825070652844511,  # showdown x least eager
        0.12909472207689768,  # showdown x mark
        -0.3023035317979879,  # showdown x greed
    ),
    source="recalibrate.py collect --seed 101 --games 100 (the nine tables and three more), fit, ridge 1e-3",
)
