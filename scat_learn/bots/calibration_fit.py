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
        -0.698674389140399,  # one
        0.2922538780687707,  # logit p_31
        0.09270664687900049,  # logit showdown
        0.02567476126796057,  # logit p_lowest
        -1.315669973239461,  # knocked
        -0.722593651309474,  # knock chosen
        0.12504682175949805,  # rounds in hand
        -0.6685179128315951,  # 1 / opponents
        0.05853958550588352,  # own lives
        -0.13044832076925758,  # fewest lives
        0.12847705996676959,  # table 31 rate
        0.09103408847570546,  # table rounds
        0.19679681869633625,  # table knock
        0.08764807222162989,  # table shown
        -0.29312297435161594,  # table takes
        -0.00672801782569151,  # table seen
        -0.29015868818953244,  # eagerness
        -0.20663096086323135,  # least eager
        -0.021829668273571495,  # mark
        0.04803795503174497,  # greed
        -0.105428151841818,  # p_31 x table 31 rate
        0.13046919834347206,  # p_31 x table rounds
        0.07984214385581327,  # p_31 x table knock
        0.024356813029187963,  # p_31 x table shown
        0.10241075459304068,  # p_31 x table takes
        -0.06522056398749397,  # p_31 x table seen
        -0.05029270168516525,  # p_31 x eagerness
        -0.06739842347748207,  # p_31 x least eager
        0.16613581843071423,  # p_31 x mark
        -0.11545607967208611,  # p_31 x greed
        0.0856944964253854,  # showdown x table 31 rate
        -0.13029127212614483,  # showdown x table rounds
        -0.00618041788854847,  # showdown x table knock
        -0.039656465124137945,  # showdown x table shown
        0.04978008494228982,  # showdown x table takes
        0.03481865476956185,  # showdown x table seen
        0.10376577194000242,  # showdown x eagerness
        -0.09631533914184613,  # showdown x least eager
        0.16645847587584514,  # showdown x mark
        0.02653706731012257,  # showdown x greed
    ),
    showdown=(
        -0.8575440577926975,  # one
        0.004375827379912249,  # logit p_31
        0.507486033087131,  # logit showdown
        0.06281811355110307,  # logit p_lowest
        0.09371536483947814,  # knocked
        0.09049188495277113,  # knock chosen
        0.08762934915625849,  # rounds in hand
        0.2735897776854023,  # 1 / opponents
        -0.09589426819448481,  # own lives
        0.03952411091015977,  # fewest lives
        -0.08156932340668292,  # table 31 rate
        -0.06030902563811,  # table rounds
        -0.019281723805646387,  # table knock
        -0.011135148003023176,  # table shown
        0.04551588853242237,  # table takes
        -0.007058965987278851,  # table seen
        0.0188824043241714,  # eagerness
        -0.08719790330032953,  # least eager
        0.10670485648143047,  # mark
        0.04486337700713283,  # greed
        -0.02844874378190621,  # p_31 x table 31 rate
        -0.011227454222165766,  # p_31 x table rounds
        -0.07176231265072273,  # p_31 x table knock
        0.006089097814332265,  # p_31 x table shown
        0.053254067365168585,  # p_31 x table takes
        0.01593007933358426,  # p_31 x table seen
        -0.04557120397297307,  # p_31 x eagerness
        -0.029074102625339774,  # p_31 x least eager
        0.11246117366082584,  # p_31 x mark
        0.024494672351148897,  # p_31 x greed
        -0.10260708572235694,  # showdown x table 31 rate
        -0.15815545382697999,  # showdown x table rounds
        -0.08098126639843044,  # showdown x table knock
        -0.011050371656510707,  # showdown x table shown
        0.22217540685771106,  # showdown x table takes
        0.0743376961565135,  # showdown x table seen
        0.3266178822828955,  # showdown x eagerness
        -0.12746569006835368,  # showdown x least eager
        0.21762948854226633,  # showdown x mark
        0.10746442006633322,  # showdown x greed
    ),
    lowest=(
        -0.9027144826418558,  # one
        -0.0038388070707535515,  # logit p_31
        -0.0685861242343015,  # logit showdown
        0.6673497782933376,  # logit p_lowest
        0.42571921463002144,  # knocked
        -0.014239561410278899,  # knock chosen
        0.09770727394691028,  # rounds in hand
        0.3640415474987059,  # 1 / opponents
        -0.10682051397406907,  # own lives
        0.06969644613361128,  # fewest lives
        -0.13364669596465978,  # table 31 rate
        -0.15618750710390308,  # table rounds
        -0.11258367203728105,  # table knock
        -0.05625761795701741,  # table shown
        0.17367927171434974,  # table takes
        -0.030070649680090326,  # table seen
        0.23218598741611768,  # eagerness
        -0.052487047945199566,  # least eager
        0.18109831902369977,  # mark
        0.013980750504880832,  # greed
        -0.04525231329706995,  # p_31 x table 31 rate
        -0.11273570156212595,  # p_31 x table rounds
        -0.20733381757985428,  # p_31 x table knock
        0.0038790197149846306,  # p_31 x table shown
        0.06726567629108768,  # p_31 x table takes
        0.015245706015095421,  # p_31 x table seen
        0.04006785714774977,  # p_31 x eagerness
        -0.029288150545404023,  # p_31 x least eager
        0.21830801940554523,  # p_31 x mark
        0.047524233289614054,  # p_31 x greed
        -0.1009319628761967,  # showdown x table 31 rate
        -0.12890908833652004,  # showdown x table rounds
        -0.0744774013832639,  # showdown x table knock
        0.0548566467911964,  # showdown x table shown
        0.3474068469044662,  # showdown x table takes
        -0.045201463758740075,  # showdown x table seen
        0.47146972424078093,  # showdown x eagerness
        -0.06315155705123901,  # showdown x least eager
        0.19178151867891136,  # showdown x mark
        0.10308918708252052,  # showdown x greed
    ),
    source="train5.npz",
)
