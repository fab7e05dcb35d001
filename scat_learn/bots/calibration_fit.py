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
        -0.7507782787249084,  # one
        0.734230196143212,  # logit p_31
        -0.17938109181547232,  # logit showdown
        0.14903067478079848,  # logit p_lowest
        -1.3934140961617985,  # knocked
        -0.6507059492383157,  # knock chosen
        0.10247779755634412,  # rounds in hand
        -0.6321403912073311,  # 1 / opponents
        0.04441120327952386,  # more than four
        -0.10979440493123259,  # fewer than four
        0.13200121753042574,  # own lives
        0.059684199720237814,  # fewest lives
        -0.0789580778603754,  # table 31 rate
        -0.053594427193102215,  # table rounds
        -0.45949835511847076,  # table knock
        -0.007333153414829151,  # table shown
        0.054440789866192454,  # table takes
        1.1286046558537755,  # table seen
        -0.9891904301705247,  # eagerness
        0.665223273071997,  # least eager
        0.05910253485085003,  # mark
        0.345318131082092,  # greed
        -0.37652910340533824,  # p_31 x table 31 rate
        -0.1503575498313541,  # p_31 x table rounds
        -0.8611968255024668,  # p_31 x table knock
        -0.31611691045453283,  # p_31 x table shown
        1.1675617530568874,  # p_31 x table takes
        0.5992370907472984,  # p_31 x table seen
        -0.546287487343571,  # p_31 x eagerness
        0.5919407932263753,  # p_31 x least eager
        0.5167256543802641,  # p_31 x mark
        0.5640181080355835,  # p_31 x greed
        -0.03476600083837118,  # showdown x table 31 rate
        0.05459180224466611,  # showdown x table rounds
        -0.019163586498146652,  # showdown x table knock
        -0.26426673405570783,  # showdown x table shown
        -0.08475043036323249,  # showdown x table takes
        0.8254695215928572,  # showdown x table seen
        -0.6436707927898505,  # showdown x eagerness
        0.2134812213386984,  # showdown x least eager
        0.12983952420682165,  # showdown x mark
        0.05622134440497692,  # showdown x greed
        0.7519224318421595,  # heads-up x one
        -0.15213235546779075,  # heads-up x logit p_31
        -0.009137522142141929,  # heads-up x logit showdown
        -0.06261577456612329,  # heads-up x logit p_lowest
        -3.967004074358885,  # heads-up x knocked
        -0.05446400394713797,  # heads-up x rounds
        -0.008186828303305761,  # heads-up x table 31 rate
        -0.002044638778249468,  # heads-up x table rounds
        -0.18347949050843543,  # heads-up x table knock
        -0.004931589208732454,  # heads-up x table shown
        0.6519030791971918,  # heads-up x table takes
        -1.0885980499556818,  # heads-up x table seen
        0.2921956719034926,  # heads-up x eagerness
        0.2921956719034926,  # heads-up x least eager
        0.12779587611075968,  # heads-up x mark
        0.10706876077794049,  # heads-up x greed
        0.26113740868949764,  # showdown none
        0.17305501179692478,  # showdown one or two
        -0.094984233883161,  # knocked x showdown
        -0.4191853432578355,  # knocked x showdown none
    ),
    showdown=(
        -0.6131746674292159,  # one
        -0.001367460425821772,  # logit p_31
        0.7708319706164316,  # logit showdown
        0.06182151373689349,  # logit p_lowest
        0.1175960870239896,  # knocked
        0.23541393149389053,  # knock chosen
        0.06254919576741776,  # rounds in hand
        0.5561046988442326,  # 1 / opponents
        0.21919986967368532,  # more than four
        -0.3899233338456763,  # fewer than four
        -0.02772461322055227,  # own lives
        -0.0059283784432871585,  # fewest lives
        -0.10082300677355882,  # table 31 rate
        -0.025054544084370453,  # table rounds
        0.07414299824798051,  # table knock
        0.028993941289135242,  # table shown
        0.1487329127809258,  # table takes
        0.37251112581082063,  # table seen
        -0.007769580027963906,  # eagerness
        0.014365885477245162,  # least eager
        -0.11961480520021062,  # mark
        -0.06716798936005385,  # greed
        -0.0878048697280027,  # p_31 x table 31 rate
        -0.010690741263494598,  # p_31 x table rounds
        0.07092233877236029,  # p_31 x table knock
        0.00011454148836242548,  # p_31 x table shown
        0.007193730433294519,  # p_31 x table takes
        0.2316797850596697,  # p_31 x table seen
        -0.04448967697478071,  # p_31 x eagerness
        0.03624737184709226,  # p_31 x least eager
        -0.07078784312657964,  # p_31 x mark
        -0.10351956181803829,  # p_31 x greed
        -0.10784485659123098,  # showdown x table 31 rate
        -0.03924673985745975,  # showdown x table rounds
        0.16896433168227418,  # showdown x table knock
        0.0055895327701991045,  # showdown x table shown
        0.5846132755982145,  # showdown x table takes
        0.8309533124642517,  # showdown x table seen
        -0.07776802908255114,  # showdown x eagerness
        0.009975165493855813,  # showdown x least eager
        -0.017450213138146244,  # showdown x mark
        -0.11171123201386388,  # showdown x greed
        -0.3526808525513388,  # heads-up x one
        -0.09072117193467605,  # heads-up x logit p_31
        -0.3371094373855688,  # heads-up x logit showdown
        0.032793123960021674,  # heads-up x logit p_lowest
        0.03758278911346319,  # heads-up x knocked
        -0.043362342207395425,  # heads-up x rounds
        -0.00838148830086329,  # heads-up x table 31 rate
        0.03759337576218359,  # heads-up x table rounds
        0.025826857889689563,  # heads-up x table knock
        -0.050506730121907366,  # heads-up x table shown
        -0.2709323129480066,  # heads-up x table takes
        -0.6124508160166194,  # heads-up x table seen
        0.008897299212344306,  # heads-up x eagerness
        0.008897299212344306,  # heads-up x least eager
        -0.038945288391559536,  # heads-up x mark
        -0.028662469315967234,  # heads-up x greed
        -1.121397214490414,  # showdown none
        -0.3075394512250953,  # showdown one or two
        -0.07205633936125537,  # knocked x showdown
        -0.42123185764381366,  # knocked x showdown none
    ),
    lowest=(
        -0.7123712885468694,  # one
        -0.018649666136549004,  # logit p_31
        -0.06928879948159077,  # logit showdown
        0.9077275427725752,  # logit p_lowest
        0.488504884669377,  # knocked
        0.018367766831734696,  # knock chosen
        0.04900859400470398,  # rounds in hand
        0.5367029004673434,  # 1 / opponents
        0.2374948016762006,  # more than four
        -0.29052337017136526,  # fewer than four
        -0.023223880770375797,  # own lives
        0.03272659204894922,  # fewest lives
        -0.17039912985344766,  # table 31 rate
        -0.08954706851151187,  # table rounds
        -0.12196169009773018,  # table knock
        -0.030874108697078517,  # table shown
        0.4100921955277568,  # table takes
        0.08551719036396478,  # table seen
        0.23430201903304818,  # eagerness
        -0.1751538942996465,  # least eager
        0.0422798513218544,  # mark
        -0.05659885575666255,  # greed
        -0.10598403342897988,  # p_31 x table 31 rate
        0.0074228224971368585,  # p_31 x table rounds
        -0.06180602873966282,  # p_31 x table knock
        -0.0443905445608914,  # p_31 x table shown
        0.2508363032731846,  # p_31 x table takes
        -0.17952887169732637,  # p_31 x table seen
        0.2636136888653304,  # p_31 x eagerness
        -0.1271081519908224,  # p_31 x least eager
        0.010468034796521412,  # p_31 x mark
        -0.14580237602554158,  # p_31 x greed
        -0.16398180911685423,  # showdown x table 31 rate
        -0.09298616088660307,  # showdown x table rounds
        -0.10049070660528224,  # showdown x table knock
        0.08492556897578865,  # showdown x table shown
        0.5252616981520086,  # showdown x table takes
        0.5072592668020918,  # showdown x table seen
        -0.07820170662022989,  # showdown x eagerness
        -0.05703827920129618,  # showdown x least eager
        0.07465479693150855,  # showdown x mark
        0.02212848892464071,  # showdown x greed
        -0.06680540108084977,  # heads-up x one
        -0.04613818307542046,  # heads-up x logit p_31
        -0.23692596909622068,  # heads-up x logit showdown
        -0.08412951226600697,  # heads-up x logit p_lowest
        0.22207245879000526,  # heads-up x knocked
        -0.02786300677004321,  # heads-up x rounds
        0.02487286136210414,  # heads-up x table 31 rate
        0.10238752322897708,  # heads-up x table rounds
        0.019644055030029247,  # heads-up x table knock
        0.0023112182909034757,  # heads-up x table shown
        -0.25300952148111205,  # heads-up x table takes
        -0.593517702084256,  # heads-up x table seen
        -0.020310993871806734,  # heads-up x eagerness
        -0.020310993871806734,  # heads-up x least eager
        -0.07741982846706108,  # heads-up x mark
        -0.07081197063215124,  # heads-up x greed
        -1.1945161330980514,  # showdown none
        -0.29040115673932854,  # showdown one or two
        0.08808595150918137,  # knocked x showdown
        -0.3408215629669277,  # knocked x showdown none
    ),
    source="train5m.npz test29k.npz (tables balanced) (kinds of table blended)",
    kinds=(
        Kind(
            name="beginner",
            gate=(
                2.154380392143293,  # one
                -0.8855824811378697,  # table 31 rate
                -0.5302637479652629,  # table rounds
                -5.119572525055105,  # table knock
                -0.7399988735255854,  # table shown
                2.627553559817624,  # table takes
                -1.0568609348587084,  # table seen
                3.2797131761341674,  # eagerness
                0.19124830157804598,  # least eager
                -2.8265939352630074,  # mark
                0.27607090909390924,  # greed
                0.24989147120434507,  # 1 / opponents
                -5.312068274940138,  # more than four
                -1.9659515341236353,  # fewer than four
            ),
            thirty_one=(
                -0.6516847597103848,  # one
                -0.04883673231609461,  # logit p_31
                0.18323866790646032,  # logit showdown
                -0.2358976699670575,  # logit p_lowest
                0.753508611917518,  # knocked
                0.7198373721891772,  # knock chosen
                -0.08580832189792166,  # rounds in hand
                -0.003232536644450122,  # showdown none
                0.008425569716418542,  # knocked x showdown none
            ),
            showdown=(
                0.02699137141462565,  # one
                -0.02127507302700918,  # logit p_31
                0.019633958262056522,  # logit showdown
                0.0185509456892876,  # logit p_lowest
                -0.023636356556177133,  # knocked
                -0.03627166155588642,  # knock chosen
                -0.05212720774348161,  # rounds in hand
                -0.30188051090354645,  # showdown none
                -0.0791806063170149,  # knocked x showdown none
            ),
            lowest=(
                0.2359742121971311,  # one
                0.041553554551979954,  # logit p_31
                -0.07084998329967926,  # logit showdown
                0.13884075072644697,  # logit p_lowest
                -0.09503436025825568,  # knocked
                0.07584734551634603,  # knock chosen
                -0.06067892061126396,  # rounds in hand
                -0.547065937667773,  # showdown none
                0.31848379720034337,  # knocked x showdown none
            ),
        ),
        Kind(
            name="t20",
            gate=(
                0.27121808508556505,  # one
                -1.6934061750993612,  # table 31 rate
                -1.6795628906653168,  # table rounds
                -11.263719794094742,  # table knock
                -1.5983073365128924,  # table shown
                3.1720099851358676,  # table takes
                -6.8114714821361835,  # table seen
                3.1859349397654495,  # eagerness
                0.30330320422062856,  # least eager
                -5.799259344409633,  # mark
                0.6973716713638953,  # greed
                -0.42591124785747914,  # 1 / opponents
                -2.2002211746962197,  # more than four
                -1.906479271722637,  # fewer than four
            ),
            thirty_one=(
                -0.9683086505556664,  # one
                0.01752917735809434,  # logit p_31
                0.275819052860759,  # logit showdown
                -0.3538643267596008,  # logit p_lowest
                1.1096372514363055,  # knocked
                1.403406436034438,  # knock chosen
                -0.12992080823588598,  # rounds in hand
                -0.23192949876978097,  # showdown none
                0.33397500839573574,  # knocked x showdown none
            ),
            showdown=(
                0.15801134702660727,  # one
                -0.013046039909786103,  # logit p_31
                0.11210238114020046,  # logit showdown
                -0.022640350039906245,  # logit p_lowest
                9.759533822810843e-05,  # knocked
                -0.38213639384208814,  # knock chosen
                -0.07704477465499297,  # rounds in hand
                -0.9181831468026216,  # showdown none
                0.846911264146384,  # knocked x showdown none
            ),
            lowest=(
                0.3089315805817038,  # one
                0.048673122822603436,  # logit p_31
                -0.041495642783385744,  # logit showdown
                0.12774333926387335,  # logit p_lowest
                -0.08439582768481663,  # knocked
                -0.19334324777255554,  # knock chosen
                -0.09515533568476224,  # rounds in hand
                -1.5059746835410388,  # showdown none
                1.5656456673731587,  # knocked x showdown none
            ),
        ),
        Kind(
            name="t24",
            gate=(
                4.152273825990369,  # one
                -0.21544570564670731,  # table 31 rate
                -0.014746677744028125,  # table rounds
                3.3661342567293553,  # table knock
                0.5754052476745664,  # table shown
                2.197624938973314,  # table takes
                0.0710710278346374,  # table seen
                3.7496977885956277,  # eagerness
                -0.5876477525895141,  # least eager
                5.062620574449052,  # mark
                -1.1624817396113738,  # greed
                -1.1586087222394812,  # 1 / opponents
                -2.4383558989495384,  # more than four
                -1.4429078595500142,  # fewer than four
            ),
            thirty_one=(
                -0.024443377478383696,  # one
                0.04155696019601046,  # logit p_31
                0.037590598022146954,  # logit showdown
                -0.11253370125532454,  # logit p_lowest
                1.0707631422336428,  # knocked
                0.5399889766326357,  # knock chosen
                -0.15360897101579898,  # rounds in hand
                -0.3680129689533347,  # showdown none
                -0.16446407974040497,  # knocked x showdown none
            ),
            showdown=(
                0.0861550668891032,  # one
                -0.00035303883937973566,  # logit p_31
                0.032379055404979824,  # logit showdown
                0.00038386065124472045,  # logit p_lowest
                0.05032931968114295,  # knocked
                -0.13241103651216368,  # knock chosen
                -0.025591043503961675,  # rounds in hand
                -0.4629275553707381,  # showdown none
                0.1947527563598305,  # knocked x showdown none
            ),
            lowest=(
                0.3730198565848484,  # one
                0.05179816249054411,  # logit p_31
                0.11095394132375412,  # logit showdown
                -0.010968075649743711,  # logit p_lowest
                0.03112051831609668,  # knocked
                -0.026917645687572985,  # knock chosen
                -0.015573605647104347,  # rounds in hand
                -0.7766148324159992,  # showdown none
                0.7046848516411506,  # knocked x showdown none
            ),
        ),
        Kind(
            name="t28",
            gate=(
                6.885065580394155,  # one
                0.6599664640329951,  # table 31 rate
                0.6445975059446534,  # table rounds
                11.112191201032216,  # table knock
                0.49749627301742366,  # table shown
                1.030377909414041,  # table takes
                -2.9160958746211114,  # table seen
                -5.6138362616131525,  # eagerness
                2.234334253698478,  # least eager
                9.613539979873071,  # mark
                -1.5963012454171412,  # greed
                -3.7924923444679868,  # 1 / opponents
                -0.6577662079639914,  # more than four
                -1.251231204188163,  # fewer than four
            ),
            thirty_one=(
                -0.014886532392336584,  # one
                -0.06448953307848758,  # logit p_31
                -0.13015451168671857,  # logit showdown
                0.10391709301776461,  # logit p_lowest
                0.08169600189275394,  # knocked
                0.2785567713977325,  # knock chosen
                -0.11390517487526282,  # rounds in hand
                -0.13749977838667643,  # showdown none
                -0.716732370074222,  # knocked x showdown none
            ),
            showdown=(
                0.015414258019662693,  # one
                0.040897280160947624,  # logit p_31
                -0.06563524677448865,  # logit showdown
                0.035300397980241684,  # logit p_lowest
                0.18774123931342043,  # knocked
                0.11266160947195661,  # knock chosen
                0.0015543698445507296,  # rounds in hand
                0.058551328216926546,  # showdown none
                0.5850574761287297,  # knocked x showdown none
            ),
            lowest=(
                0.1263494659401873,  # one
                0.05718686510422422,  # logit p_31
                0.03745671938200598,  # logit showdown
                -0.02676315539701639,  # logit p_lowest
                0.29075840906865746,  # knocked
                0.16928867033241668,  # knock chosen
                0.03441682553223823,  # rounds in hand
                -0.01916488294871166,  # showdown none
                0.6628757954683944,  # knocked x showdown none
            ),
        ),
        Kind(
            name="intermediate",
            gate=(
                4.0126528464971996,  # one
                0.5598903167680137,  # table 31 rate
                1.229022970332441,  # table rounds
                8.225430485501857,  # table knock
                -0.3139130551940445,  # table shown
                0.1291540319021174,  # table takes
                0.36503257831510516,  # table seen
                -1.9378900597592073,  # eagerness
                0.8552267974508599,  # least eager
                -1.8637453257835503,  # mark
                1.601144911418604,  # greed
                -0.31065644123816166,  # 1 / opponents
                -4.654088434761632,  # more than four
                -1.6292293410648353,  # fewer than four
            ),
            thirty_one=(
                -0.2179549564015299,  # one
                -0.24896754937650958,  # logit p_31
                0.13185452740929063,  # logit showdown
                0.01375910798426258,  # logit p_lowest
                -0.7060484643206056,  # knocked
                -0.4221980243888105,  # knock chosen
                0.05485134263859294,  # rounds in hand
                0.4472462331051696,  # showdown none
                0.016534534873447443,  # knocked x showdown none
            ),
            showdown=(
                0.02655041433289829,  # one
                0.02828534347802525,  # logit p_31
                0.03374509685338591,  # logit showdown
                0.0028315281095422605,  # logit p_lowest
                0.12795976013484783,  # knocked
                0.2201132202773157,  # knock chosen
                0.007310365106281022,  # rounds in hand
                0.8111947528040065,  # showdown none
                -0.45512153350891377,  # knocked x showdown none
            ),
            lowest=(
                -0.3872639424863279,  # one
                -0.004193280512853601,  # logit p_31
                -0.18759731568502783,  # logit showdown
                0.06737350765952956,  # logit p_lowest
                0.2264930112788944,  # knocked
                0.17390091714445713,  # knock chosen
                -0.033292798939104355,  # rounds in hand
                0.43174592555957025,  # showdown none
                -0.7425058615914336,  # knocked x showdown none
            ),
        ),
        Kind(
            name="expert",
            gate=(
                0.8756823549829669,  # one
                1.139652780562029,  # table 31 rate
                -0.045017274675476504,  # table rounds
                -7.319909201713686,  # table knock
                1.0671225585597837,  # table shown
                -5.100848489994475,  # table takes
                4.537008694206697,  # table seen
                -1.1537533226322914,  # eagerness
                0.150446082801954,  # least eager
                -4.892822450504035,  # mark
                -0.33614222855644094,  # greed
                -0.5766936968783927,  # 1 / opponents
                -6.617125957026378,  # more than four
                -1.2605294095398396,  # fewer than four
            ),
            thirty_one=(
                0.0009454091190528426,  # one
                -0.04237588850505184,  # logit p_31
                -0.0929054124376259,  # logit showdown
                0.042843548486077895,  # logit p_lowest
                -0.42357871519860757,  # knocked
                -0.40833732252954147,  # knock chosen
                -0.0029475133723368464,  # rounds in hand
                -0.2328517736131378,  # showdown none
                -0.10566231558445406,  # knocked x showdown none
            ),
            showdown=(
                -0.10400860996199346,  # one
                -0.04786275140569185,  # logit p_31
                -0.011016974572683259,  # logit showdown
                -0.015094401613258868,  # logit p_lowest
                -0.14074583712071267,  # knocked
                -0.1199757703447616,  # knock chosen
                0.018906882051296894,  # rounds in hand
                0.15772950819057563,  # showdown none
                -0.04895408813388208,  # knocked x showdown none
            ),
            lowest=(
                -0.16258482215055234,  # one
                -0.08489282392240052,  # logit p_31
                0.10595110735773841,  # logit showdown
                -0.1319111369618176,  # logit p_lowest
                -0.1251535388278671,  # knocked
                -0.08349277766883093,  # knock chosen
                0.03359012598919624,  # rounds in hand
                0.1754773720283406,  # showdown none
                -0.03350804203042561,  # knocked x showdown none
            ),
        ),
        Kind(
            name="mix",
            gate=(
                2.030371254417336,  # one
                0.2903978737412378,  # table 31 rate
                0.5217772638101068,  # table rounds
                -3.4847717077746387,  # table knock
                0.24007861801521488,  # table shown
                -1.2793697188465776,  # table takes
                2.42516150090318,  # table seen
                0.7244247958893789,  # eagerness
                -0.8338982671304175,  # least eager
                -3.6824469115291194,  # mark
                1.1237086445033715,  # greed
                0.4663116891331299,  # 1 / opponents
                -7.960634109901766,  # more than four
                -1.1954804906910774,  # fewer than four
            ),
            thirty_one=(
                -0.40654995620290835,  # one
                -0.18423604444339606,  # logit p_31
                0.07855069032471833,  # logit showdown
                -0.04300008560264488,  # logit p_lowest
                -0.3286338276501332,  # knocked
                -0.2889900439418467,  # knock chosen
                0.07266932457118405,  # rounds in hand
                -0.02153836082508838,  # showdown none
                0.13610942692153924,  # knocked x showdown none
            ),
            showdown=(
                -0.10923979918439282,  # one
                -0.05756554401726598,  # logit p_31
                0.029842286197240726,  # logit showdown
                -0.012735941411910283,  # logit p_lowest
                -0.08332248331312328,  # knocked
                -0.13600658087541984,  # knock chosen
                -0.009110437374526431,  # rounds in hand
                0.13363508561100412,  # showdown none
                0.13338506110615228,  # knocked x showdown none
            ),
            lowest=(
                -0.21322055184634675,  # one
                -0.05930269944456543,  # logit p_31
                -0.054949866418914875,  # logit showdown
                0.022556716667619776,  # logit p_lowest
                -0.0921014673788951,  # knocked
                -0.09289981751739751,  # knock chosen
                -0.02001904638524107,  # rounds in hand
                0.044197779918344546,  # showdown none
                0.1136083895039771,  # knocked x showdown none
            ),
        ),
        Kind(
            name="p2",
            gate=(
                -7.319150311110283,  # one
                0.0722561419717257,  # table 31 rate
                4.599170202920475,  # table rounds
                3.8581371894382155,  # table knock
                0.18454663719135814,  # table shown
                -2.97846658923145,  # table takes
                -26.215002244027108,  # table seen
                3.7710101427471865,  # eagerness
                -4.30336947043674,  # least eager
                -4.415896266134906,  # mark
                -1.0655295684353117,  # greed
                13.959845383829146,  # 1 / opponents
                6.058201228159854,  # more than four
                12.560954906064019,  # fewer than four
            ),
            thirty_one=(
                -0.24042965156268764,  # one
                -0.04516284031870282,  # logit p_31
                -0.1965511279429669,  # logit showdown
                0.07011206661819876,  # logit p_lowest
                -0.9786933130301101,  # knocked
                -1.1553258920730551,  # knock chosen
                -0.030235244379566532,  # rounds in hand
                -0.7544575305090304,  # showdown none
                -0.052043183621716296,  # knocked x showdown none
            ),
            showdown=(
                -0.08879583428274837,  # one
                -0.02582431436868625,  # logit p_31
                -0.03078505948260521,  # logit showdown
                -0.02529991885369004,  # logit p_lowest
                -0.04598452862366935,  # knocked
                -0.15762032038204674,  # knock chosen
                0.002455390587622803,  # rounds in hand
                0.28824265899105767,  # showdown none
                0.3471725792731101,  # knocked x showdown none
            ),
            lowest=(
                0.026558967784781083,  # one
                -0.016029497772470275,  # logit p_31
                0.07253217718633022,  # logit showdown
                -0.09829782470303265,  # logit p_lowest
                0.038611776091060084,  # knocked
                -0.32999047729742376,  # knock chosen
                0.019745419063368515,  # rounds in hand
                0.1840673548229633,  # showdown none
                0.110236598626677,  # knocked x showdown none
            ),
        ),
        Kind(
            name="p6",
            gate=(
                -26.16532577937926,  # one
                0.08120347228809481,  # table 31 rate
                -6.238479862997509,  # table rounds
                -9.295711437950027,  # table knock
                -0.6486724125576726,  # table shown
                -1.4928358929612404,  # table takes
                34.75899594948373,  # table seen
                -1.4038656531568348,  # eagerness
                -0.466637475373358,  # least eager
                -3.6859134460216545,  # mark
                0.48253789270225483,  # greed
                -0.6524584056912124,  # 1 / opponents
                34.08553936803573,  # more than four
                0.6171541200592782,  # fewer than four
            ),
            thirty_one=(
                -0.34001745560159763,  # one
                -0.2336048589131869,  # logit p_31
                0.18712095253073113,  # logit showdown
                -0.18191969681193182,  # logit p_lowest
                -0.10997356384861993,  # knocked
                -0.09068245694878,  # knock chosen
                0.013947291075758924,  # rounds in hand
                0.03755000675333658,  # showdown none
                0.06955745541808701,  # knocked x showdown none
            ),
            showdown=(
                -0.16108249162748917,  # one
                -0.04993806666473426,  # logit p_31
                0.04914471002816308,  # logit showdown
                -0.05755370145626379,  # logit p_lowest
                0.0025834054472709186,  # knocked
                -0.06068092848226457,  # knock chosen
                0.026967151461509076,  # rounds in hand
                -0.0843157509776488,  # showdown none
                -0.38835416430672265,  # knocked x showdown none
            ),
            lowest=(
                -0.25941097947077646,  # one
                -0.03221319519540839,  # logit p_31
                -0.012819327558032216,  # logit showdown
                -0.00993697394833241,  # logit p_lowest
                0.07620944874054297,  # knocked
                -0.03258219523828396,  # knock chosen
                0.05298299305248541,  # rounds in hand
                -0.17581551573392723,  # showdown none
                -0.306647657985706,  # knocked x showdown none
            ),
        ),
        Kind(
            name="expert+threshold:22+threshold:22+threshold:22",
            gate=(
                4.271367440334972,  # one
                -0.1489760151426667,  # table 31 rate
                0.185607397715228,  # table rounds
                -1.628403865398653,  # table knock
                -0.4167902921281564,  # table shown
                2.295059287885463,  # table takes
                0.04493833312508202,  # table seen
                4.521495039436705,  # eagerness
                -0.75823017182719,  # least eager
                0.2240553828577042,  # mark
                -0.22922652497261956,  # greed
                -0.9266871854610906,  # 1 / opponents
                -5.514263989980419,  # more than four
                -1.0119860542760863,  # fewer than four
            ),
            thirty_one=(
                -0.04232191467646479,  # one
                -0.024265182249020547,  # logit p_31
                0.11301725170089905,  # logit showdown
                -0.1668174000514253,  # logit p_lowest
                0.9625743155187603,  # knocked
                0.36886528145463815,  # knock chosen
                -0.23746535843666966,  # rounds in hand
                -0.056051585545400844,  # showdown none
                0.05371615495048252,  # knocked x showdown none
            ),
            showdown=(
                0.2841378685491715,  # one
                0.04238019789352752,  # logit p_31
                0.05952962429520099,  # logit showdown
                -0.01943949969928073,  # logit p_lowest
                -0.012832557015030766,  # knocked
                -0.08667929445467641,  # knock chosen
                -0.0009694482071899306,  # rounds in hand
                -1.0724824880631996,  # showdown none
                1.5191615049281921,  # knocked x showdown none
            ),
            lowest=(
                0.7436644104689816,  # one
                0.12241611579866528,  # logit p_31
                0.21348714231313273,  # logit showdown
                -0.07648101137419515,  # logit p_lowest
                0.022554558268167883,  # knocked
                0.015330016332425643,  # knock chosen
                0.008164971915485804,  # rounds in hand
                -1.482718528810028,  # showdown none
                2.3285411467710198,  # knocked x showdown none
            ),
        ),
        Kind(
            name="expert+threshold:30+threshold:30+threshold:30",
            gate=(
                6.400274892462985,  # one
                0.6025300753130525,  # table 31 rate
                1.197929049066805,  # table rounds
                13.099656118400066,  # table knock
                0.9904988443428185,  # table shown
                -0.8601026991675015,  # table takes
                -5.0274839695059095,  # table seen
                -12.753849323145769,  # eagerness
                4.636080038574923,  # least eager
                9.544520834683814,  # mark
                -1.3921722495211952,  # greed
                -6.435458877509335,  # 1 / opponents
                0.013498617165325588,  # more than four
                -0.3753980234747298,  # fewer than four
            ),
            thirty_one=(
                0.26596193162330256,  # one
                0.0992592389128546,  # logit p_31
                -0.37294244626785816,  # logit showdown
                0.42656740180668395,  # logit p_lowest
                -0.6998847145264511,  # knocked
                0.09945320499733566,  # knock chosen
                -0.10458888135791286,  # rounds in hand
                0.22940502197868165,  # showdown none
                1.2729181965717518,  # knocked x showdown none
            ),
            showdown=(
                -0.1501623393037986,  # one
                0.08275383982068035,  # logit p_31
                -0.03904185592971317,  # logit showdown
                -0.08068783976052742,  # logit p_lowest
                0.4822099639477582,  # knocked
                0.2882439837496455,  # knock chosen
                0.028432399652868118,  # rounds in hand
                -0.47728162410763736,  # showdown none
                0.5843933541996368,  # knocked x showdown none
            ),
            lowest=(
                -0.1808681876152505,  # one
                -0.021481162760535542,  # logit p_31
                0.30559766587075543,  # logit showdown
                -0.38040358697115584,  # logit p_lowest
                0.5403261137570405,  # knocked
                0.1999540648767758,  # knock chosen
                0.07282555005601904,  # rounds in hand
                0.0013808928246376087,  # showdown none
                0.2981988478326765,  # knocked x showdown none
            ),
        ),
        Kind(
            name="expert+beginner+intermediate+threshold:26",
            gate=(
                2.431189418169807,  # one
                -0.4624867476676139,  # table 31 rate
                0.12996606426444013,  # table rounds
                -1.549460719110389,  # table knock
                0.16253379108672594,  # table shown
                0.259843677069705,  # table takes
                -0.17529357872379842,  # table seen
                3.63091873772177,  # eagerness
                -1.4208555409786976,  # least eager
                2.7219409077875754,  # mark
                1.601019527424913,  # greed
                -0.3970816228135721,  # 1 / opponents
                -4.802715165155694,  # more than four
                -1.1389158374926642,  # fewer than four
            ),
            thirty_one=(
                -0.28157871206692653,  # one
                -0.06135112858049941,  # logit p_31
                -0.038019752090303255,  # logit showdown
                0.050678707191164456,  # logit p_lowest
                -0.01589393490063891,  # knocked
                0.061683759770417367,  # knock chosen
                -0.08003316546480356,  # rounds in hand
                0.525445396671798,  # showdown none
                -0.6103145003019785,  # knocked x showdown none
            ),
            showdown=(
                0.20139460568080358,  # one
                0.036049089074153585,  # logit p_31
                -0.008465041038549236,  # logit showdown
                0.022052411762750967,  # logit p_lowest
                0.07524479046245916,  # knocked
                -0.07936439384780354,  # knock chosen
                -0.039470807908365844,  # rounds in hand
                -1.9213355796769427,  # showdown none
                -0.5488794485450347,  # knocked x showdown none
            ),
            lowest=(
                0.028469554667284975,  # one
                0.09748371035226194,  # logit p_31
                -0.3863180028939892,  # logit showdown
                0.3767735779159591,  # logit p_lowest
                -0.03425899444050784,  # knocked
                0.014295769080349742,  # knock chosen
                0.0006582918604427568,  # rounds in hand
                0.03395386536660149,  # showdown none
                -1.9705121959803806,  # knocked x showdown none
            ),
        ),
    ),
)
