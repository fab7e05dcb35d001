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
        2.683764974166098,  # one
        0.5871806255263857,  # logit p_31
        0.012958049984881183,  # logit showdown
        0.03845797700899953,  # logit p_lowest
        -0.6686617660913282,  # knocked
        -0.3620033841855586,  # knock chosen
        0.09617132071820628,  # rounds in hand
        -0.2733088642235422,  # 1 / opponents
        0.044119633449404436,  # own lives
        0.018613108367584612,  # fewest lives
        1.3219371368176993,  # table 31 rate
        -0.009310590616897159,  # table rounds
        -0.15524307255980885,  # table knock
        0.14900318473215107,  # table shown
        -0.02928028231502382,  # table takes
        0.15857862270837408,  # table seen
        0.07169537778582473,  # eagerness
        0.062228407198793065,  # least eager
        -0.21206749744394712,  # mark
        0.012701272034806,  # greed
        -0.03288209997716883,  # p_31 x table 31 rate
        -0.03914525302098013,  # p_31 x table rounds
        0.010375357541878799,  # p_31 x table knock
        -0.06594212227044818,  # p_31 x table shown
        -0.058205094255079866,  # p_31 x table takes
        -0.011303626030585918,  # p_31 x table seen
        -0.0037871906892527176,  # p_31 x eagerness
        0.01035812182522745,  # p_31 x least eager
        0.06883309677835008,  # p_31 x mark
        0.2543397598153305,  # p_31 x greed
        0.04385963005672296,  # showdown x table 31 rate
        0.1427187630744124,  # showdown x table rounds
        0.030465346526397492,  # showdown x table knock
        -0.09198411014054089,  # showdown x table shown
        -0.04187684096785546,  # showdown x table takes
        -0.04016070865524978,  # showdown x table seen
        -0.08830084246507088,  # showdown x eagerness
        0.023393790582136496,  # showdown x least eager
        0.030788585622297426,  # showdown x mark
        -0.08422307574397353,  # showdown x greed
        -0.1285429861395324,  # heads-up x one
        -0.09493245913797597,  # heads-up x logit p_31
        0.19437492192826314,  # heads-up x logit showdown
        0.05117030996226605,  # heads-up x logit p_lowest
        -0.07171511345028564,  # heads-up x knocked
        -0.0203270779383488,  # heads-up x rounds
        0.15296145518092005,  # heads-up x table 31 rate
        0.02763855800140882,  # heads-up x table rounds
        0.10430965224097175,  # heads-up x table knock
        -0.10941914456311254,  # heads-up x table shown
        0.329478289141067,  # heads-up x table takes
        -0.03974264824925823,  # heads-up x table seen
        0.1863606011538336,  # heads-up x eagerness
        0.1863606011538336,  # heads-up x least eager
        0.25932946429789255,  # heads-up x mark
        -0.13769647258278175,  # heads-up x greed
    ),
    showdown=(
        -0.5562894160484764,  # one
        0.016356493241349444,  # logit p_31
        0.5867205039983632,  # logit showdown
        0.11848248579540033,  # logit p_lowest
        0.1946123895676905,  # knocked
        0.15094753732530178,  # knock chosen
        0.07159071768234533,  # rounds in hand
        -0.2255472042067615,  # 1 / opponents
        -0.03911375872038509,  # own lives
        0.01025361763252877,  # fewest lives
        -0.11494525859105932,  # table 31 rate
        -0.014502539293858351,  # table rounds
        -0.031755032504271856,  # table knock
        0.018620293621210218,  # table shown
        -0.08611736629802104,  # table takes
        -0.12432657723866798,  # table seen
        0.15790437657069062,  # eagerness
        -0.028764294045752,  # least eager
        -0.02278095645250457,  # mark
        -0.0011018358099382434,  # greed
        -0.03429473273751823,  # p_31 x table 31 rate
        0.007500088671713346,  # p_31 x table rounds
        -0.05677348202569536,  # p_31 x table knock
        -0.015423955575777602,  # p_31 x table shown
        -0.01851463004999433,  # p_31 x table takes
        0.03392603466086774,  # p_31 x table seen
        -0.0007970219834506205,  # p_31 x eagerness
        0.060647708853812744,  # p_31 x least eager
        0.03619525741697125,  # p_31 x mark
        -0.0341525104155905,  # p_31 x greed
        -0.17120019214815554,  # showdown x table 31 rate
        0.025603338914601845,  # showdown x table rounds
        0.10066569297683466,  # showdown x table knock
        -0.004166236856499833,  # showdown x table shown
        0.02988324586464053,  # showdown x table takes
        0.08974614256647648,  # showdown x table seen
        0.010676945944748245,  # showdown x eagerness
        0.02949472494655144,  # showdown x least eager
        0.03820895341016941,  # showdown x mark
        0.024850123557596797,  # showdown x greed
        0.021777642506596532,  # heads-up x one
        -0.06847364656392875,  # heads-up x logit p_31
        -0.07094440038649186,  # heads-up x logit showdown
        -0.07875245421865461,  # heads-up x logit p_lowest
        -0.0014652156499120096,  # heads-up x knocked
        -0.06551415450100673,  # heads-up x rounds
        0.01808459613507084,  # heads-up x table 31 rate
        0.04315142804305615,  # heads-up x table rounds
        0.029065174871226472,  # heads-up x table knock
        -0.049153247260507425,  # heads-up x table shown
        -0.03761689135814702,  # heads-up x table takes
        -0.12840690634855817,  # heads-up x table seen
        0.01826453445205194,  # heads-up x eagerness
        0.01826453445205194,  # heads-up x least eager
        0.03781943977177192,  # heads-up x mark
        -0.06959302060874951,  # heads-up x greed
    ),
    lowest=(
        -0.3602886827030348,  # one
        -0.04152890982037353,  # logit p_31
        0.035972656593827444,  # logit showdown
        0.8046549361721143,  # logit p_lowest
        0.37841740732508256,  # knocked
        0.11074382435906599,  # knock chosen
        0.05757435942517166,  # rounds in hand
        -0.23050038268979103,  # 1 / opponents
        -0.021325758202297644,  # own lives
        -0.019816343824392867,  # fewest lives
        -0.14738111313768074,  # table 31 rate
        -0.1519665469542974,  # table rounds
        -0.035347504100684476,  # table knock
        -0.09408703685844515,  # table shown
        0.010941226990863981,  # table takes
        -0.19286410475547358,  # table seen
        0.2278731086242651,  # eagerness
        -0.078612818688006,  # least eager
        0.05050919609752738,  # mark
        0.01131013104645564,  # greed
        -0.07347110395008624,  # p_31 x table 31 rate
        -0.04193591259085177,  # p_31 x table rounds
        -0.07747067386274678,  # p_31 x table knock
        -0.07974081598085954,  # p_31 x table shown
        -0.005559643879064274,  # p_31 x table takes
        0.06551291645579593,  # p_31 x table seen
        -0.0312067202574587,  # p_31 x eagerness
        0.059645265513998236,  # p_31 x least eager
        0.06822704212626231,  # p_31 x mark
        -0.04521365786913261,  # p_31 x greed
        -0.12980605314740193,  # showdown x table 31 rate
        -0.06851670003330129,  # showdown x table rounds
        0.07372602157756118,  # showdown x table knock
        0.05201632018706423,  # showdown x table shown
        0.09779052410216205,  # showdown x table takes
        -0.015385410304843203,  # showdown x table seen
        -0.01219468737294524,  # showdown x eagerness
        0.06581055646654002,  # showdown x least eager
        0.0472805934063877,  # showdown x mark
        -0.016869401099829935,  # showdown x greed
        0.00624638374712602,  # heads-up x one
        -0.005489088526823872,  # heads-up x logit p_31
        -0.05694330596682226,  # heads-up x logit showdown
        -0.06143147840453959,  # heads-up x logit p_lowest
        0.21454815419451653,  # heads-up x knocked
        -0.06518059161734607,  # heads-up x rounds
        -0.07543895675617811,  # heads-up x table 31 rate
        0.12964088450396388,  # heads-up x table rounds
        -0.013819969873970009,  # heads-up x table knock
        -0.009711561043468655,  # heads-up x table shown
        -0.1937294664186786,  # heads-up x table takes
        -0.20304067757865513,  # heads-up x table seen
        -0.05161817911449709,  # heads-up x eagerness
        -0.05161817911449709,  # heads-up x least eager
        -0.028285282787003162,  # heads-up x mark
        -0.03935910862603486,  # heads-up x greed
    ),
    source="train5w.npz (tables balanced) (31s between tables: table 31 rate)",
)
