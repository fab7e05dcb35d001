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
        1.6362843414729704,  # one
        0.6395165607298181,  # logit p_31
        0.032189263719327565,  # logit showdown
        0.022159759452037037,  # logit p_lowest
        -0.6231557373083717,  # knocked
        -0.3821387846916651,  # knock chosen
        0.08379370120184959,  # rounds in hand
        -0.2947571871375835,  # 1 / opponents
        0.16342093025512874,  # own lives
        0.05096021443924183,  # fewest lives
        0.8275881661662792,  # table 31 rate
        -0.021517181045481844,  # table rounds
        -0.20007972334186824,  # table knock
        0.10139609402235253,  # table shown
        0.013307205199021737,  # table takes
        0.060358592163245135,  # table seen
        0.0086743082377688,  # eagerness
        0.02643737560132437,  # least eager
        -0.04797162584000208,  # mark
        0.12068654959914314,  # greed
        -0.03408918180226572,  # p_31 x table 31 rate
        -0.1679855766693567,  # p_31 x table rounds
        0.08833721038818806,  # p_31 x table knock
        -0.11938020548181262,  # p_31 x table shown
        0.0461891648180842,  # p_31 x table takes
        0.15332483192762794,  # p_31 x table seen
        -0.02749307238112686,  # p_31 x eagerness
        -0.10366595579947564,  # p_31 x least eager
        0.14910266139801454,  # p_31 x mark
        0.15122348174612096,  # p_31 x greed
        0.061444938263109164,  # showdown x table 31 rate
        0.10463693322678341,  # showdown x table rounds
        0.0596679973783078,  # showdown x table knock
        -0.18188022969505063,  # showdown x table shown
        0.04171303490347117,  # showdown x table takes
        0.008472958226675691,  # showdown x table seen
        -0.09566227667370356,  # showdown x eagerness
        -0.03783912379210911,  # showdown x least eager
        0.022139199446525617,  # showdown x mark
        0.029296554472909228,  # showdown x greed
        -0.16648928956247136,  # heads-up x one
        -0.1413534735500012,  # heads-up x logit p_31
        0.04166843285218698,  # heads-up x logit showdown
        -0.09310650628761782,  # heads-up x logit p_lowest
        -0.12696365016387337,  # heads-up x knocked
        -0.03179523932880751,  # heads-up x rounds
        -0.011600423355812422,  # heads-up x table 31 rate
        0.07867310281912013,  # heads-up x table rounds
        -0.10146922625417891,  # heads-up x table knock
        0.041649587596054714,  # heads-up x table shown
        0.10645353841120708,  # heads-up x table takes
        -0.3427064259458793,  # heads-up x table seen
        0.1531839147358056,  # heads-up x eagerness
        0.1531839147358056,  # heads-up x least eager
        0.00016197627070124932,  # heads-up x mark
        -0.12898612974756643,  # heads-up x greed
    ),
    showdown=(
        -0.47753193091460777,  # one
        0.018260770915792878,  # logit p_31
        0.5803930454438209,  # logit showdown
        0.13098496463546014,  # logit p_lowest
        0.21323214034343946,  # knocked
        0.16844537947560703,  # knock chosen
        0.06378518535342434,  # rounds in hand
        -0.2527378108537996,  # 1 / opponents
        -0.042096724330619416,  # own lives
        0.019846871218711065,  # fewest lives
        -0.06791590044350251,  # table 31 rate
        -0.017449879026631095,  # table rounds
        0.012930843383725563,  # table knock
        -0.03576074125846818,  # table shown
        -0.11900248304428905,  # table takes
        -0.11155884046547948,  # table seen
        0.07979385583262993,  # eagerness
        -0.03320942358129356,  # least eager
        -0.07857637549999652,  # mark
        0.05986340541565101,  # greed
        -0.023167457854924186,  # p_31 x table 31 rate
        0.016321167238580323,  # p_31 x table rounds
        0.02690582431684704,  # p_31 x table knock
        -0.023714243902709063,  # p_31 x table shown
        0.03014128938670498,  # p_31 x table takes
        0.1256240477067056,  # p_31 x table seen
        -0.033518618548698885,  # p_31 x eagerness
        0.03490384459855504,  # p_31 x least eager
        -0.04298054852404954,  # p_31 x mark
        -0.0687130243841359,  # p_31 x greed
        -0.12346283264612423,  # showdown x table 31 rate
        -0.006799597951602291,  # showdown x table rounds
        0.06843194985778712,  # showdown x table knock
        -0.0385483840738552,  # showdown x table shown
        0.019575902116070753,  # showdown x table takes
        0.15835003163363187,  # showdown x table seen
        0.049840474402956726,  # showdown x eagerness
        -0.03273256113340461,  # showdown x least eager
        0.043114877335192606,  # showdown x mark
        0.011300126600412613,  # showdown x greed
        -0.036697238031477133,  # heads-up x one
        -0.069333320530373,  # heads-up x logit p_31
        -0.12182872006639488,  # heads-up x logit showdown
        -0.09556207674177306,  # heads-up x logit p_lowest
        0.013644507217226477,  # heads-up x knocked
        -0.04458130291578011,  # heads-up x rounds
        -0.0136310478749008,  # heads-up x table 31 rate
        0.05359964189132936,  # heads-up x table rounds
        -0.022166538261097105,  # heads-up x table knock
        -0.003913075138878161,  # heads-up x table shown
        -0.16118927812186698,  # heads-up x table takes
        -0.28498724623437416,  # heads-up x table seen
        -0.03669717787597694,  # heads-up x eagerness
        -0.03669717787597694,  # heads-up x least eager
        -0.03950481804422182,  # heads-up x mark
        -0.08265145616670012,  # heads-up x greed
    ),
    lowest=(
        -0.26083658991191144,  # one
        -0.011336648156477594,  # logit p_31
        0.061168746918889856,  # logit showdown
        0.8075564179353442,  # logit p_lowest
        0.38085128200474744,  # knocked
        0.022252206745161394,  # knock chosen
        0.056249538710670455,  # rounds in hand
        -0.17510308304893296,  # 1 / opponents
        -0.040449549432421295,  # own lives
        0.06040702671174244,  # fewest lives
        -0.07738019132790763,  # table 31 rate
        -0.1800607852782435,  # table rounds
        -0.025468921851978434,  # table knock
        -0.09471517576946634,  # table shown
        0.02058509294101899,  # table takes
        -0.10306108515160299,  # table seen
        0.1397635511665459,  # eagerness
        -0.05921916131228615,  # least eager
        -0.02653189807334174,  # mark
        0.03159167475152201,  # greed
        -0.025197703091084104,  # p_31 x table 31 rate
        -0.0320227082902149,  # p_31 x table rounds
        -0.017680936718808517,  # p_31 x table knock
        -0.04493492525678766,  # p_31 x table shown
        0.05422477544761961,  # p_31 x table takes
        0.02015170529329539,  # p_31 x table seen
        0.050560864604901966,  # p_31 x eagerness
        0.043797591016385196,  # p_31 x least eager
        -0.04436767695014673,  # p_31 x mark
        -0.09417870050800467,  # p_31 x greed
        -0.08081885339214318,  # showdown x table 31 rate
        -0.10246959621418647,  # showdown x table rounds
        0.0027151833194634886,  # showdown x table knock
        0.025734073618214906,  # showdown x table shown
        0.11551451406897957,  # showdown x table takes
        0.04711664427854088,  # showdown x table seen
        -0.020004657712332365,  # showdown x eagerness
        -0.03933717666690882,  # showdown x least eager
        0.053111790116566984,  # showdown x mark
        -0.0029850322416093453,  # showdown x greed
        0.004028922363733848,  # heads-up x one
        -0.0461775269257061,  # heads-up x logit p_31
        -0.12773495253448888,  # heads-up x logit showdown
        -0.1548373798213873,  # heads-up x logit p_lowest
        0.14895043603065075,  # heads-up x knocked
        -0.04443364361895877,  # heads-up x rounds
        0.0009136436605641226,  # heads-up x table 31 rate
        0.13709407461101705,  # heads-up x table rounds
        -0.043172072386816196,  # heads-up x table knock
        0.04933172926146965,  # heads-up x table shown
        -0.16570922451698342,  # heads-up x table takes
        -0.2524647084035814,  # heads-up x table seen
        -0.05789405396544521,  # heads-up x eagerness
        -0.05789405396544521,  # heads-up x least eager
        -0.07617776840185791,  # heads-up x mark
        -0.12292510139751595,  # heads-up x greed
    ),
    source="train5m.npz (tables balanced) (31s between tables: table 31 rate)",
)
