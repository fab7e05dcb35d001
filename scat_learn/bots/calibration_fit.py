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
        -0.5740874887788966,  # one
        0.6232293026172774,  # logit p_31
        0.015431891506018978,  # logit showdown
        0.07126927165301095,  # logit p_lowest
        -0.8464201998216484,  # knocked
        -0.36815599130519616,  # knock chosen
        0.09678952692921003,  # rounds in hand
        -0.18598167717053837,  # 1 / opponents
        0.13793659998495797,  # own lives
        0.06497521213808395,  # fewest lives
        -0.02371021693775502,  # table 31 rate
        0.005474926438095031,  # table rounds
        -0.05011531516930035,  # table knock
        0.10552009958593686,  # table shown
        -0.2554937356612941,  # table takes
        0.10614003978753174,  # table seen
        -0.08147758843430206,  # eagerness
        0.07354677815883807,  # least eager
        -0.16822000658275982,  # mark
        0.0997752209429131,  # greed
        -0.38040779224423393,  # p_31 x table 31 rate
        -0.17872447964120822,  # p_31 x table rounds
        -0.03386690050714968,  # p_31 x table knock
        -0.16222664834627076,  # p_31 x table shown
        0.22219247113495802,  # p_31 x table takes
        0.12561886036501663,  # p_31 x table seen
        0.12399765143553695,  # p_31 x eagerness
        0.057658027192390146,  # p_31 x least eager
        0.06620640015114376,  # p_31 x mark
        0.17544684606835734,  # p_31 x greed
        0.028130997920027066,  # showdown x table 31 rate
        0.09259059291762829,  # showdown x table rounds
        0.024705496841115393,  # showdown x table knock
        -0.11591025011289788,  # showdown x table shown
        0.12658440555708625,  # showdown x table takes
        0.011146420171321572,  # showdown x table seen
        -0.05167742442743437,  # showdown x eagerness
        -0.06477538351474925,  # showdown x least eager
        0.10390210512708666,  # showdown x mark
        0.024587006421142227,  # showdown x greed
        -0.10446909649157311,  # heads-up x one
        -0.10727672261060892,  # heads-up x logit p_31
        0.03683067548248167,  # heads-up x logit showdown
        -0.08806977708284953,  # heads-up x logit p_lowest
        -0.1910155508785217,  # heads-up x knocked
        -0.05439478512699132,  # heads-up x rounds
        0.0006722837859921685,  # heads-up x table 31 rate
        -0.11277696466875466,  # heads-up x table rounds
        -0.02196271896754188,  # heads-up x table knock
        0.03829694995801086,  # heads-up x table shown
        0.19258536827259728,  # heads-up x table takes
        -0.2114056548103793,  # heads-up x table seen
        0.20484756775522606,  # heads-up x eagerness
        0.20484756775522606,  # heads-up x least eager
        0.03406361324262565,  # heads-up x mark
        -0.0007773949780913948,  # heads-up x greed
    ),
    showdown=(
        -0.4136513581874461,  # one
        0.048564242942988195,  # logit p_31
        0.6204760202924091,  # logit showdown
        0.1055308289260084,  # logit p_lowest
        0.19187687975157336,  # knocked
        0.14973676492841034,  # knock chosen
        0.05825939825307471,  # rounds in hand
        -0.21927323025320708,  # 1 / opponents
        -0.008278264819395434,  # own lives
        0.00893232652256474,  # fewest lives
        -0.11562272027766007,  # table 31 rate
        -0.021458756974197662,  # table rounds
        -0.017806713804948013,  # table knock
        -0.010960810130611835,  # table shown
        -0.06406231710108307,  # table takes
        -0.07217829097957544,  # table seen
        0.09475334163413414,  # eagerness
        -0.03237326463073335,  # least eager
        -0.075079317699391,  # mark
        0.06317946523049671,  # greed
        -0.04472899685072826,  # p_31 x table 31 rate
        -0.005186501171533587,  # p_31 x table rounds
        0.0017019596038959097,  # p_31 x table knock
        -0.006006356199622916,  # p_31 x table shown
        0.047458998013182895,  # p_31 x table takes
        0.09917005816388641,  # p_31 x table seen
        -0.02616052367802007,  # p_31 x eagerness
        0.04424858579751762,  # p_31 x least eager
        -0.024353267905210974,  # p_31 x mark
        -0.03432585895140045,  # p_31 x greed
        -0.22062537707368815,  # showdown x table 31 rate
        -0.03301467685784837,  # showdown x table rounds
        0.060724871915832083,  # showdown x table knock
        -0.035264896473667755,  # showdown x table shown
        0.045112015407376846,  # showdown x table takes
        0.1699874034652649,  # showdown x table seen
        0.03843337969053983,  # showdown x eagerness
        -0.024427952641668128,  # showdown x least eager
        0.01201892048034401,  # showdown x mark
        0.08346333712989489,  # showdown x greed
        -0.06515232224857871,  # heads-up x one
        -0.08541020419481488,  # heads-up x logit p_31
        -0.18726431630072368,  # heads-up x logit showdown
        -0.06672469307974846,  # heads-up x logit p_lowest
        0.04270908548759459,  # heads-up x knocked
        -0.035984949258947026,  # heads-up x rounds
        0.027187390700457354,  # heads-up x table 31 rate
        0.041144813801338914,  # heads-up x table rounds
        0.002159238453333338,  # heads-up x table knock
        -0.011050330480666299,  # heads-up x table shown
        -0.1086875008407121,  # heads-up x table takes
        -0.2350789783425159,  # heads-up x table seen
        0.0008667702802578193,  # heads-up x eagerness
        0.0008667702802578193,  # heads-up x least eager
        -0.028624516706510957,  # heads-up x mark
        -0.08256513737786383,  # heads-up x greed
    ),
    lowest=(
        -0.22717448542368196,  # one
        -0.043082200952731034,  # logit p_31
        0.1704315433079989,  # logit showdown
        0.7515436242182925,  # logit p_lowest
        0.341590116924209,  # knocked
        0.013713409556785273,  # knock chosen
        0.0462424609150244,  # rounds in hand
        -0.24229859545856097,  # 1 / opponents
        -0.006200129323495217,  # own lives
        0.04123745389683911,  # fewest lives
        -0.13790444875851002,  # table 31 rate
        -0.1298458476604034,  # table rounds
        -0.05217326830516658,  # table knock
        -0.04637703198283938,  # table shown
        0.07246672906047529,  # table takes
        -0.07047276567658141,  # table seen
        0.14009893151873748,  # eagerness
        -0.06810491290582,  # least eager
        -0.03603884024228026,  # mark
        0.04088569944002781,  # greed
        -0.06116393636570895,  # p_31 x table 31 rate
        -0.045193678815136654,  # p_31 x table rounds
        -0.02121071367231092,  # p_31 x table knock
        -0.007118896609475877,  # p_31 x table shown
        0.08157566001830449,  # p_31 x table takes
        0.032044342309999044,  # p_31 x table seen
        0.0014933584972871509,  # p_31 x eagerness
        0.058066986631756946,  # p_31 x least eager
        -0.03134177112793513,  # p_31 x mark
        -0.05937225428732898,  # p_31 x greed
        -0.1576873094253375,  # showdown x table 31 rate
        -0.10372777569298745,  # showdown x table rounds
        -0.003630359965341463,  # showdown x table knock
        0.006152032387902128,  # showdown x table shown
        0.1268657447236284,  # showdown x table takes
        0.08300798398238254,  # showdown x table seen
        -0.011929545750786032,  # showdown x eagerness
        -0.010352100853324645,  # showdown x least eager
        -0.004565431873476445,  # showdown x mark
        0.07285203109084352,  # showdown x greed
        -0.07691610134267991,  # heads-up x one
        -0.059789845360510525,  # heads-up x logit p_31
        -0.29941777112422535,  # heads-up x logit showdown
        -0.045169131857038324,  # heads-up x logit p_lowest
        0.17855328341272267,  # heads-up x knocked
        -0.019614999798856406,  # heads-up x rounds
        0.04334887405621208,  # heads-up x table 31 rate
        0.1062759761759569,  # heads-up x table rounds
        -0.023774208063374675,  # heads-up x table knock
        0.03019023547051685,  # heads-up x table shown
        -0.12144411921986435,  # heads-up x table takes
        -0.2501154381661241,  # heads-up x table seen
        -0.03220722621009206,  # heads-up x eagerness
        -0.03220722621009206,  # heads-up x least eager
        -0.05316067402972731,  # heads-up x mark
        -0.11159889610476824,  # heads-up x greed
    ),
    source="train5m.npz test29k.npz (tables balanced) (kinds of table blended)",
    kinds=(
        Kind(
            name="beginner",
            gate=(
                0.10870119619514429,  # one
                -0.9100232033029407,  # table 31 rate
                -0.4609547133806041,  # table rounds
                -2.4080870401669885,  # table knock
                -0.9240026796081034,  # table shown
                2.812778891421108,  # table takes
                -0.8900233330241891,  # table seen
                1.8370622590266534,  # eagerness
                0.6871004666023084,  # least eager
                -1.0927191669714653,  # mark
                -0.19760994586197084,  # greed
                -0.9736043184382158,  # 1 / opponents
            ),
            thirty_one=(
                -0.36886591416581876,  # one
                0.07878584781902886,  # logit p_31
                0.0919151097711447,  # logit showdown
                -0.15263866748494126,  # logit p_lowest
                0.2634349389511536,  # knocked
                0.1499525029540079,  # knock chosen
                -0.0874069644824892,  # rounds in hand
            ),
            showdown=(
                0.0854506098184451,  # one
                -0.019371212065438435,  # logit p_31
                0.07340587104276287,  # logit showdown
                -0.016722046404076592,  # logit p_lowest
                -0.002757540469231643,  # knocked
                0.01079701726063624,  # knock chosen
                -0.051846725841839574,  # rounds in hand
            ),
            lowest=(
                0.1987104590672957,  # one
                0.043199401720092706,  # logit p_31
                -0.10687054839064163,  # logit showdown
                0.18109503564330787,  # logit p_lowest
                -0.08123872290781596,  # knocked
                0.07944646849900892,  # knock chosen
                -0.0604565776091366,  # rounds in hand
            ),
        ),
        Kind(
            name="t20",
            gate=(
                -1.2341914993201568,  # one
                -1.4498034986077633,  # table 31 rate
                -0.7216159660282088,  # table rounds
                -6.508142488432193,  # table knock
                -1.8881492342320152,  # table shown
                3.190941508229387,  # table takes
                -4.481452157299361,  # table seen
                1.4682538543167183,  # eagerness
                0.8348606005493115,  # least eager
                -3.2871968109647764,  # mark
                -0.19743170036725857,  # greed
                -1.379379634677387,  # 1 / opponents
            ),
            thirty_one=(
                -0.38124834116740797,  # one
                0.22942812955093178,  # logit p_31
                0.1364106072590785,  # logit showdown
                -0.19455976150234036,  # logit p_lowest
                0.40751250676644524,  # knocked
                0.19340133207162688,  # knock chosen
                -0.1233217721943946,  # rounds in hand
            ),
            showdown=(
                0.14338857802352092,  # one
                -0.02033287776027741,  # logit p_31
                0.13599539907784317,  # logit showdown
                -0.043421388111128154,  # logit p_lowest
                0.013556933099462718,  # knocked
                -0.14785760709564208,  # knock chosen
                -0.07719269045909642,  # rounds in hand
            ),
            lowest=(
                0.23623634380868586,  # one
                0.04522979870595239,  # logit p_31
                -0.08949424284412041,  # logit showdown
                0.18074866230460354,  # logit p_lowest
                -0.07686487389095667,  # knocked
                -0.08935816163732017,  # knock chosen
                -0.09477280324344367,  # rounds in hand
            ),
        ),
        Kind(
            name="t24",
            gate=(
                1.4916893873842665,  # one
                -0.18622486257111517,  # table 31 rate
                -0.32169932491619213,  # table rounds
                2.7003926131058478,  # table knock
                0.5012812853277792,  # table shown
                1.6599185544347126,  # table takes
                0.5201753080723582,  # table seen
                2.1624322704201013,  # eagerness
                -0.05429930256014016,  # least eager
                3.4189688277359047,  # mark
                -1.017991319958475,  # greed
                -0.959854709799838,  # 1 / opponents
            ),
            thirty_one=(
                -0.03945413991690543,  # one
                0.036590446340143454,  # logit p_31
                0.010727730828311128,  # logit showdown
                -0.06138461926802686,  # logit p_lowest
                0.4571394363759197,  # knocked
                0.12254286416766781,  # knock chosen
                -0.1417825459285254,  # rounds in hand
            ),
            showdown=(
                0.13709202385150718,  # one
                0.002731903494811343,  # logit p_31
                0.07426190627346943,  # logit showdown
                -0.02012297880536719,  # logit p_lowest
                0.06810359434730204,  # knocked
                -0.05336232785873766,  # knock chosen
                -0.024863467375439326,  # rounds in hand
            ),
            lowest=(
                0.2710123072620444,  # one
                0.05340920223443697,  # logit p_31
                0.004226959639424741,  # logit showdown
                0.08626937905950695,  # logit p_lowest
                0.0377295923529814,  # knocked
                -0.00048566218967314897,  # knock chosen
                -0.016288625543167904,  # rounds in hand
            ),
        ),
        Kind(
            name="t28",
            gate=(
                2.6896300647675333,  # one
                0.6002529946106069,  # table 31 rate
                0.366957113134065,  # table rounds
                5.89728423121053,  # table knock
                0.8903166475990848,  # table shown
                0.13556355296951078,  # table takes
                -0.8180076749413844,  # table seen
                -0.8539153115996312,  # eagerness
                -0.25932862573568355,  # least eager
                4.090238911010468,  # mark
                -0.8027955734594445,  # greed
                -0.6901960707339996,  # 1 / opponents
            ),
            thirty_one=(
                -0.02870103154784899,  # one
                -0.08021450416652108,  # logit p_31
                -0.11821516700438778,  # logit showdown
                0.10507987439483717,  # logit p_lowest
                -0.16877402244056122,  # knocked
                0.01575583621462536,  # knock chosen
                -0.11183315363494861,  # rounds in hand
            ),
            showdown=(
                0.09387478160257133,  # one
                0.04725644347494771,  # logit p_31
                -0.008022441330765566,  # logit showdown
                0.011203558617967315,  # logit p_lowest
                0.21163966892595912,  # knocked
                0.14509928270028047,  # knock chosen
                0.001759914343850988,  # rounds in hand
            ),
            lowest=(
                0.0732209111937087,  # one
                0.05637388200079423,  # logit p_31
                -0.02341964534514915,  # logit showdown
                0.029280992131881074,  # logit p_lowest
                0.2856062984658506,  # knocked
                0.15497962743159172,  # knock chosen
                0.033274390063126984,  # rounds in hand
            ),
        ),
        Kind(
            name="intermediate",
            gate=(
                1.8284696725578122,  # one
                0.587787680301337,  # table 31 rate
                0.7668519759814623,  # table rounds
                5.844865429292306,  # table knock
                -0.16703107438053927,  # table shown
                -0.17864171042111227,  # table takes
                0.07108925120163818,  # table seen
                -0.7323990082537566,  # eagerness
                0.33821562505959835,  # least eager
                -0.6830201435522512,  # mark
                0.5076686864423114,  # greed
                -0.48092979175281214,  # 1 / opponents
            ),
            thirty_one=(
                -0.4008804443463058,  # one
                -0.24864619290701767,  # logit p_31
                -0.017068400900549376,  # logit showdown
                0.10105508145612188,  # logit p_lowest
                -0.6606560833845221,  # knocked
                -0.4503201471791282,  # knock chosen
                0.05916725689482481,  # rounds in hand
            ),
            showdown=(
                0.0392223040058789,  # one
                0.02571771941654639,  # logit p_31
                0.05348276608040373,  # logit showdown
                -0.011495609435655304,  # logit p_lowest
                0.13363403417769876,  # knocked
                0.22508891791614802,  # knock chosen
                0.006641684396660625,  # rounds in hand
            ),
            lowest=(
                -0.37996058823938894,  # one
                0.00769727339993388,  # logit p_31
                -0.20908190146383215,  # logit showdown
                0.08772536359404141,  # logit p_lowest
                0.23804270455579543,  # knocked
                0.19480937402798224,  # knock chosen
                -0.03451113695846488,  # rounds in hand
            ),
        ),
        Kind(
            name="expert",
            gate=(
                -0.8539027471535676,  # one
                1.0595824217106082,  # table 31 rate
                -0.02592022056814498,  # table rounds
                -4.6050668854382115,  # table knock
                0.944912341045916,  # table shown
                -4.694180806565205,  # table takes
                3.1771509857805458,  # table seen
                -1.2308953247910284,  # eagerness
                0.13679983243022636,  # least eager
                -2.6461694421268738,  # mark
                -0.7660536959397217,  # greed
                -0.5693522825421445,  # 1 / opponents
            ),
            thirty_one=(
                0.08288461425269733,  # one
                -0.06222321117098018,  # logit p_31
                -0.050677725286579135,  # logit showdown
                0.04055524981764904,  # logit p_lowest
                -0.5530610280695017,  # knocked
                -0.4330256421370373,  # knock chosen
                -0.013314538291853122,  # rounds in hand
            ),
            showdown=(
                -0.004264829025638923,  # one
                -0.03209105188122591,  # logit p_31
                0.056651722960369154,  # logit showdown
                -0.06304951958463662,  # logit p_lowest
                -0.09632815906566787,  # knocked
                -0.03878511220351745,  # knock chosen
                0.018310121912011517,  # rounds in hand
            ),
            lowest=(
                -0.23571085208154843,  # one
                -0.08461089019135314,  # logit p_31
                0.05438414119937878,  # logit showdown
                -0.09048199463486549,  # logit p_lowest
                -0.09794036591182716,  # knocked
                -0.02744306871896555,  # knock chosen
                0.03167881812213108,  # rounds in hand
            ),
        ),
        Kind(
            name="mix",
            gate=(
                -0.09721193082333102,  # one
                0.20186685948677635,  # table 31 rate
                0.35217009722600345,  # table rounds
                -1.764724714775645,  # table knock
                0.2521621310890727,  # table shown
                -0.9821508674420111,  # table takes
                1.6481816290764542,  # table seen
                0.26370158978025965,  # eagerness
                -0.5961779129029022,  # least eager
                -1.5860070556716945,  # mark
                0.5472190870705959,  # greed
                0.48414277932582933,  # 1 / opponents
            ),
            thirty_one=(
                -0.3144988011466996,  # one
                -0.1394236698236035,  # logit p_31
                0.056231967781415086,  # logit showdown
                -0.02042941465560838,  # logit p_lowest
                -0.4292985286971481,  # knocked
                -0.28878943459656237,  # knock chosen
                0.07138085326047616,  # rounds in hand
            ),
            showdown=(
                -0.02952597395518706,  # one
                -0.046069560146979126,  # logit p_31
                0.08462819667802808,  # logit showdown
                -0.04836896257101613,  # logit p_lowest
                -0.04514868843732997,  # knocked
                -0.05011196088628665,  # knock chosen
                -0.010525370521772725,  # rounds in hand
            ),
            lowest=(
                -0.18058256168782297,  # one
                -0.045169524845510976,  # logit p_31
                -0.05771204434955316,  # logit showdown
                0.03690505889614582,  # logit p_lowest
                -0.06265733302683905,  # knocked
                -0.04138990971313567,  # knock chosen
                -0.022362366605967417,  # rounds in hand
            ),
        ),
        Kind(
            name="p2",
            gate=(
                -3.979872308188951,  # one
                0.1659342529958446,  # table 31 rate
                2.4982291071668086,  # table rounds
                1.1292031716284345,  # table knock
                0.4891926728538958,  # table shown
                -2.144520489307833,  # table takes
                -5.4410841152270075,  # table seen
                -0.31741514859485087,  # eagerness
                -0.41928493026159036,  # least eager
                -1.406325171058793,  # mark
                -1.2664834525760964,  # greed
                8.804026589227243,  # 1 / opponents
            ),
            thirty_one=(
                -0.34636777103393757,  # one
                -0.147786324696731,  # logit p_31
                -0.032715123696146126,  # logit showdown
                -0.05196633786800065,  # logit p_lowest
                -0.6417540447172908,  # knocked
                -0.5769761975195802,  # knock chosen
                -0.025274821801177214,  # rounds in hand
            ),
            showdown=(
                -0.1305678676523945,  # one
                -0.025267362815103507,  # logit p_31
                -0.08429311856630149,  # logit showdown
                -0.014307353452883274,  # logit p_lowest
                -0.03851606914756998,  # knocked
                -0.09204249835570325,  # knock chosen
                0.0021133494700191686,  # rounds in hand
            ),
            lowest=(
                -0.013239362711533552,  # one
                -0.009296105533535208,  # logit p_31
                0.003909355168832758,  # logit showdown
                -0.06393167085493724,  # logit p_lowest
                0.061729337303379546,  # knocked
                -0.3412857651343178,  # knock chosen
                0.0188675186371672,  # rounds in hand
            ),
        ),
        Kind(
            name="p6",
            gate=(
                -2.843625169216642,  # one
                -0.08749130987468087,  # table 31 rate
                -3.0588165559989875,  # table rounds
                -5.619011812518756,  # table knock
                -1.1779505690359031,  # table shown
                -0.6216045106645384,  # table takes
                6.006275329329321,  # table seen
                -1.5159138784875845,  # eagerness
                -0.6334947669770988,  # least eager
                -1.9396645445126455,  # mark
                1.2984733102510524,  # greed
                -2.153253214251976,  # 1 / opponents
            ),
            thirty_one=(
                -0.21064136302864092,  # one
                -0.15776059963295008,  # logit p_31
                0.049315750749879546,  # logit showdown
                -0.05285995760327259,  # logit p_lowest
                -0.2630334281121842,  # knocked
                -0.20757561828106968,  # knock chosen
                -7.340016826070015e-05,  # rounds in hand
            ),
            showdown=(
                0.08807741647199029,  # one
                -0.013444953538957782,  # logit p_31
                0.14573717635216193,  # logit showdown
                -0.12127778262248358,  # logit p_lowest
                0.10760847594990187,  # knocked
                -0.009244562298674439,  # knock chosen
                0.0186218467038392,  # rounds in hand
            ),
            lowest=(
                -0.002948082757663645,  # one
                0.016107091261307677,  # logit p_31
                0.026762191551559334,  # logit showdown
                -0.02655828568510247,  # logit p_lowest
                0.12334055705589318,  # knocked
                0.006673983419436647,  # knock chosen
                0.04094498297352634,  # rounds in hand
            ),
        ),
        Kind(
            name="expert+threshold:22+threshold:22+threshold:22",
            gate=(
                1.7044039453641084,  # one
                -0.15415982052019753,  # table 31 rate
                -0.1272197127803964,  # table rounds
                -0.17507552495891246,  # table knock
                -0.3792511827457494,  # table shown
                2.2722895432506602,  # table takes
                0.33170667697826056,  # table seen
                2.407927861605399,  # eagerness
                0.023072834779753252,  # least eager
                0.8736784963090152,  # mark
                -0.3524806503381251,  # greed
                -0.7145157877401473,  # 1 / opponents
            ),
            thirty_one=(
                -0.11600261979532295,  # one
                -0.0010597069938854823,  # logit p_31
                0.003513488850175392,  # logit showdown
                -0.06917548651548407,  # logit p_lowest
                0.40704189932963825,  # knocked
                0.02531947507248708,  # knock chosen
                -0.22238672486107802,  # rounds in hand
            ),
            showdown=(
                0.2791786937902436,  # one
                0.03262992979716894,  # logit p_31
                0.08670217874635527,  # logit showdown
                -0.03290482995981746,  # logit p_lowest
                -0.00021703601520982387,  # knocked
                -0.028168466475030133,  # knock chosen
                -0.0013285786312300497,  # rounds in hand
            ),
            lowest=(
                0.5119460111244314,  # one
                0.10635462914842332,  # logit p_31
                0.03697732667607645,  # logit showdown
                0.07164658045711836,  # logit p_lowest
                0.0024435478130743864,  # knocked
                0.01937064204885394,  # knock chosen
                0.007004842609572357,  # rounds in hand
            ),
        ),
        Kind(
            name="expert+threshold:30+threshold:30+threshold:30",
            gate=(
                1.2471695468865693,  # one
                0.6176444654480204,  # table 31 rate
                0.8775558204934045,  # table rounds
                5.881797989874084,  # table knock
                1.22215643337416,  # table shown
                -1.6129426748025493,  # table takes
                -0.16348666163719883,  # table seen
                -5.117817206014469,  # eagerness
                0.682492184374945,  # least eager
                1.7191126190752273,  # mark
                0.8156578983438701,  # greed
                -1.0991481576668158,  # 1 / opponents
            ),
            thirty_one=(
                0.3718464635724146,  # one
                0.11520390139486458,  # logit p_31
                -0.32884994469994844,  # logit showdown
                0.38126535112630705,  # logit p_lowest
                -0.33600458562932844,  # knocked
                -0.0992557109251411,  # knock chosen
                -0.10593881913453726,  # rounds in hand
            ),
            showdown=(
                -0.0172118933418322,  # one
                0.09601411947231059,  # logit p_31
                0.041732385270537235,  # logit showdown
                -0.10579576926114491,  # logit p_lowest
                0.46423085093933913,  # knocked
                0.30441120513091513,  # knock chosen
                0.026737097520447884,  # rounds in hand
            ),
            lowest=(
                -0.2367670054360928,  # one
                -0.033177073437931866,  # logit p_31
                0.2627645915503691,  # logit showdown
                -0.3327650200430255,  # logit p_lowest
                0.4912970214475443,  # knocked
                0.1784963594397648,  # knock chosen
                0.06911500797031753,  # rounds in hand
            ),
        ),
        Kind(
            name="expert+beginner+intermediate+threshold:26",
            gate=(
                -0.06126015845233779,  # one
                -0.44536597967641217,  # table 31 rate
                -0.14553762032929154,  # table rounds
                -0.37343496882040195,  # table knock
                0.23636322871231086,  # table shown
                0.16254900889783946,  # table takes
                0.039474761690747574,  # table seen
                1.628978042591883,  # eagerness
                -0.7399560053586431,  # least eager
                2.539103480727629,  # mark
                1.4318273563932034,  # greed
                -0.2679354009498318,  # 1 / opponents
            ),
            thirty_one=(
                -0.2904982031969149,  # one
                0.008892437916262371,  # logit p_31
                -0.1749133769392668,  # logit showdown
                0.1182100017280148,  # logit p_lowest
                -0.21077736854436574,  # knocked
                -0.07756783713958297,  # knock chosen
                -0.0760543437975139,  # rounds in hand
            ),
            showdown=(
                0.22887587501877232,  # one
                0.02834296187317835,  # logit p_31
                0.04502333444447763,  # logit showdown
                -0.010052839903708113,  # logit p_lowest
                0.084512521876376,  # knocked
                -0.020426833961496006,  # knock chosen
                -0.03901467404094993,  # rounds in hand
            ),
            lowest=(
                0.11783283178317958,  # one
                0.10336287275117963,  # logit p_31
                -0.31493908944358595,  # logit showdown
                0.32685515419060884,  # logit p_lowest
                -0.021448591425987852,  # knocked
                0.030532945630059184,  # knock chosen
                0.001429518945125757,  # rounds in hand
            ),
        ),
    ),
)
