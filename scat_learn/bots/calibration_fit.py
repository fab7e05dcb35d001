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
        -0.504315650139699,  # one
        0.6250867814446717,  # logit p_31
        0.09513585752205905,  # logit showdown
        -0.0022300048623590304,  # logit p_lowest
        -0.836846485471252,  # knocked
        -0.3640304440409318,  # knock chosen
        0.09790947691583957,  # rounds in hand
        -0.1933600838897466,  # 1 / opponents
        0.13892384330131685,  # own lives
        0.06596523203987459,  # fewest lives
        -0.028266073059912626,  # table 31 rate
        0.006934649412399236,  # table rounds
        -0.04479824062192148,  # table knock
        0.10757104532763147,  # table shown
        -0.2619543589170379,  # table takes
        0.10524327896992738,  # table seen
        -0.0763175514577998,  # eagerness
        0.0704370801524654,  # least eager
        -0.1637185304927582,  # mark
        0.10169028170720913,  # greed
        -0.37721934605561863,  # p_31 x table 31 rate
        -0.17927078829324009,  # p_31 x table rounds
        -0.03454391109127608,  # p_31 x table knock
        -0.1635677891324517,  # p_31 x table shown
        0.22600628709728976,  # p_31 x table takes
        0.12665536956971987,  # p_31 x table seen
        0.12022795350862132,  # p_31 x eagerness
        0.05690841869647407,  # p_31 x least eager
        0.06626248993141344,  # p_31 x mark
        0.17554374985266982,  # p_31 x greed
        0.01808562099858546,  # showdown x table 31 rate
        0.09882368669240608,  # showdown x table rounds
        0.038544021934373486,  # showdown x table knock
        -0.11772699603125232,  # showdown x table shown
        0.11492209540120178,  # showdown x table takes
        0.018172691581149848,  # showdown x table seen
        -0.04517346086308576,  # showdown x eagerness
        -0.07396791244148315,  # showdown x least eager
        0.12507125174444791,  # showdown x mark
        0.02955032921242424,  # showdown x greed
        -0.10906120491463697,  # heads-up x one
        -0.10626281994806394,  # heads-up x logit p_31
        0.01117985620823647,  # heads-up x logit showdown
        -0.06399604020689836,  # heads-up x logit p_lowest
        -0.1850872929006415,  # heads-up x knocked
        -0.054412647761725254,  # heads-up x rounds
        0.00593569377848732,  # heads-up x table 31 rate
        -0.1129740769635383,  # heads-up x table rounds
        -0.023837103618952915,  # heads-up x table knock
        0.03717025900429131,  # heads-up x table shown
        0.19591275741003752,  # heads-up x table takes
        -0.2149135307833643,  # heads-up x table seen
        0.20466391368684725,  # heads-up x eagerness
        0.20466391368684725,  # heads-up x least eager
        0.03234722234795112,  # heads-up x mark
        -0.00174775358963355,  # heads-up x greed
    ),
    showdown=(
        -0.35418344118633066,  # one
        0.05809553799922224,  # logit p_31
        0.6366145337431063,  # logit showdown
        0.15122487377071137,  # logit p_lowest
        0.1622434347875075,  # knocked
        0.14582342317507208,  # knock chosen
        0.052765262361713854,  # rounds in hand
        -0.22975402908787637,  # 1 / opponents
        -0.007208264099753687,  # own lives
        0.0094681248014414,  # fewest lives
        -0.11886817960313859,  # table 31 rate
        -0.021434691944759925,  # table rounds
        -0.018811071811884083,  # table knock
        -0.012000199441346433,  # table shown
        -0.0700332602903025,  # table takes
        -0.07467541626774744,  # table seen
        0.09504474014593532,  # eagerness
        -0.03650914675752871,  # least eager
        -0.07683149822101547,  # mark
        0.06398309828441222,  # greed
        -0.04451583431987215,  # p_31 x table 31 rate
        -0.003939973982946139,  # p_31 x table rounds
        0.004027934997156578,  # p_31 x table knock
        -0.0051874629871118665,  # p_31 x table shown
        0.05011765381576524,  # p_31 x table takes
        0.10270304311551795,  # p_31 x table seen
        -0.02768090472750531,  # p_31 x eagerness
        0.04454399694587856,  # p_31 x least eager
        -0.02244583777019935,  # p_31 x mark
        -0.03335433151167341,  # p_31 x greed
        -0.23553338197512766,  # showdown x table 31 rate
        -0.03893310985054485,  # showdown x table rounds
        0.054545951073430014,  # showdown x table knock
        -0.04043656713607438,  # showdown x table shown
        0.028411041753963036,  # showdown x table takes
        0.1635402123608068,  # showdown x table seen
        0.04244010583689841,  # showdown x eagerness
        -0.035402569541477275,  # showdown x least eager
        0.005923249930251321,  # showdown x mark
        0.08571901813536636,  # showdown x greed
        -0.06933111248781997,  # heads-up x one
        -0.09250088218120345,  # heads-up x logit p_31
        -0.15522620243563648,  # heads-up x logit showdown
        -0.11359534002481753,  # heads-up x logit p_lowest
        0.05003874808490842,  # heads-up x knocked
        -0.03097679349888214,  # heads-up x rounds
        0.02955087635020802,  # heads-up x table 31 rate
        0.042277766068936774,  # heads-up x table rounds
        0.002401594272435798,  # heads-up x table knock
        -0.010911579576741347,  # heads-up x table shown
        -0.10587499013437791,  # heads-up x table takes
        -0.2391050936121192,  # heads-up x table seen
        0.003618806342853659,  # heads-up x eagerness
        0.003618806342853659,  # heads-up x least eager
        -0.029869704949824348,  # heads-up x mark
        -0.08206415584962673,  # heads-up x greed
    ),
    lowest=(
        -0.31475726606142307,  # one
        -0.0417051437434807,  # logit p_31
        0.06235041728036384,  # logit showdown
        0.871201820137198,  # logit p_lowest
        0.32410528188515575,  # knocked
        0.009125935934389385,  # knock chosen
        0.04328123950287886,  # rounds in hand
        -0.22949940585118347,  # 1 / opponents
        -0.0073086866778845445,  # own lives
        0.040514002573947334,  # fewest lives
        -0.1316414614940694,  # table 31 rate
        -0.13553749906256282,  # table rounds
        -0.05119124957193158,  # table knock
        -0.04729890740567203,  # table shown
        0.07319902261523172,  # table takes
        -0.0708361384096041,  # table seen
        0.13268702538643437,  # eagerness
        -0.06520499882358305,  # least eager
        -0.032249329237774876,  # mark
        0.03880231495986768,  # greed
        -0.0641632328013846,  # p_31 x table 31 rate
        -0.04246966912412426,  # p_31 x table rounds
        -0.02068237721498665,  # p_31 x table knock
        -0.006247792355343797,  # p_31 x table shown
        0.08197666062446689,  # p_31 x table takes
        0.03353210683811734,  # p_31 x table seen
        0.0029189107955729762,  # p_31 x eagerness
        0.05705292824995305,  # p_31 x least eager
        -0.02997931751102304,  # p_31 x mark
        -0.05847608629535662,  # p_31 x greed
        -0.14257008362939966,  # showdown x table 31 rate
        -0.12092230064956179,  # showdown x table rounds
        -0.0036548120391086095,  # showdown x table knock
        0.0036053846815496922,  # showdown x table shown
        0.13112239691102037,  # showdown x table takes
        0.06168312829236274,  # showdown x table seen
        -0.015965362868783042,  # showdown x eagerness
        -0.0075382169871053535,  # showdown x least eager
        -0.003941456204655157,  # showdown x mark
        0.0698525978490469,  # showdown x greed
        -0.06485524104814203,  # heads-up x one
        -0.06580786855003565,  # heads-up x logit p_31
        -0.2441907413767427,  # heads-up x logit showdown
        -0.11500972074202839,  # heads-up x logit p_lowest
        0.17276240824066527,  # heads-up x knocked
        -0.017866568832456537,  # heads-up x rounds
        0.038731492171541614,  # heads-up x table 31 rate
        0.10802132271734026,  # heads-up x table rounds
        -0.022800721757873618,  # heads-up x table knock
        0.031375644235481656,  # heads-up x table shown
        -0.1245930516132126,  # heads-up x table takes
        -0.2445230159811651,  # heads-up x table seen
        -0.032620225965741,  # heads-up x eagerness
        -0.032620225965741,  # heads-up x least eager
        -0.05267162279635837,  # heads-up x mark
        -0.11074042088770382,  # heads-up x greed
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
                -0.34357864521867437,  # one
                0.07385268621520427,  # logit p_31
                0.12699888148016497,  # logit showdown
                -0.16561613230145245,  # logit p_lowest
                0.25754227086046294,  # knocked
                0.15022874492930807,  # knock chosen
                -0.08692056758239089,  # rounds in hand
            ),
            showdown=(
                0.08988705978528021,  # one
                -0.02214819894670044,  # logit p_31
                0.08767518044693563,  # logit showdown
                -0.027846784582228667,  # logit p_lowest
                -0.003696111071286806,  # knocked
                0.006865438399061655,  # knock chosen
                -0.05206746555041621,  # rounds in hand
            ),
            lowest=(
                0.1307242358653639,  # one
                0.04388928111262862,  # logit p_31
                -0.17433738136151206,  # logit showdown
                0.22154340373419656,  # logit p_lowest
                -0.08283228060645527,  # knocked
                0.08012112263524221,  # knock chosen
                -0.06076956475017538,  # rounds in hand
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
                -0.3581818819746131,  # one
                0.21909247242272636,  # logit p_31
                0.18350344115969983,  # logit showdown
                -0.2087701357020406,  # logit p_lowest
                0.4013136174539407,  # knocked
                0.19325501931110248,  # knock chosen
                -0.12280665522427955,  # rounds in hand
            ),
            showdown=(
                0.14734462242630275,  # one
                -0.024737970976885647,  # logit p_31
                0.15525432975716544,  # logit showdown
                -0.05676133927761701,  # logit p_lowest
                0.010208744710501488,  # knocked
                -0.15295387230367913,  # knock chosen
                -0.07739790193263803,  # rounds in hand
            ),
            lowest=(
                0.15968012154569683,  # one
                0.04890405759363112,  # logit p_31
                -0.17432625376203026,  # logit showdown
                0.23599524220409263,  # logit p_lowest
                -0.07603508763560897,  # knocked
                -0.08675759319602844,  # knock chosen
                -0.09503928927494129,  # rounds in hand
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
                -0.09783732685758197,  # one
                0.045896220208357257,  # logit p_31
                -0.07177046952488333,  # logit showdown
                0.002980412809204089,  # logit p_lowest
                0.4560461268279111,  # knocked
                0.12371459817916965,  # knock chosen
                -0.14411105315118816,  # rounds in hand
            ),
            showdown=(
                0.13888714548381992,  # one
                0.0009961249867431086,  # logit p_31
                0.08306757049325386,  # logit showdown
                -0.025244030187763368,  # logit p_lowest
                0.0674064693792055,  # knocked
                -0.053187844581243274,  # knock chosen
                -0.024819155486653408,  # rounds in hand
            ),
            lowest=(
                0.22452214394065687,  # one
                0.05238555519928318,  # logit p_31
                -0.040244976971063086,  # logit showdown
                0.1175541847634139,  # logit p_lowest
                0.029846744220799595,  # knocked
                0.0036227724229381864,  # knock chosen
                -0.01731523562572439,  # rounds in hand
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
                -0.07842509182619987,  # one
                -0.08085166096948733,  # logit p_31
                -0.1587015139780372,  # logit showdown
                0.11766910595392514,  # logit p_lowest
                -0.16199043711138914,  # knocked
                0.016307769068099928,  # knock chosen
                -0.11123025929953569,  # rounds in hand
            ),
            showdown=(
                0.09946459546301621,  # one
                0.04751220159996955,  # logit p_31
                -0.0031013007035032834,  # logit showdown
                0.010281451935537658,  # logit p_lowest
                0.21380597040113453,  # knocked
                0.14796567387918472,  # knock chosen
                0.0022122182286119438,  # rounds in hand
            ),
            lowest=(
                0.05820459159772793,  # one
                0.054209208737126174,  # logit p_31
                -0.03627753698659374,  # logit showdown
                0.03825863674529448,  # logit p_lowest
                0.27892264806295486,  # knocked
                0.1525741308321824,  # knock chosen
                0.032859064970603924,  # rounds in hand
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
                -0.2021450505807354,  # one
                -0.2601158848522872,  # logit p_31
                0.22285909384216482,  # logit showdown
                -0.09096766790977258,  # logit p_lowest
                -0.6249291461744871,  # knocked
                -0.43343963212661707,  # knock chosen
                0.06353190620554394,  # rounds in hand
            ),
            showdown=(
                0.0742137247248124,  # one
                0.02533605118921366,  # logit p_31
                0.0905011751837871,  # logit showdown
                -0.03474438372539553,  # logit p_lowest
                0.14189521321165652,  # knocked
                0.22451714458383112,  # knock chosen
                0.006872010372200495,  # rounds in hand
            ),
            lowest=(
                -0.3851539516907362,  # one
                0.0027187529058220346,  # logit p_31
                -0.2004995325720497,  # logit showdown
                0.06344469200821938,  # logit p_lowest
                0.23616793146947943,  # knocked
                0.1911393743430487,  # knock chosen
                -0.03314435775425738,  # rounds in hand
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
                0.014095235835128877,  # one
                -0.058755540943653636,  # logit p_31
                -0.1231308018730699,  # logit showdown
                0.08791706278007651,  # logit p_lowest
                -0.5512493116049658,  # knocked
                -0.4340585655009428,  # knock chosen
                -0.013741682288963107,  # rounds in hand
            ),
            showdown=(
                0.008639327419424202,  # one
                -0.03224129367944644,  # logit p_31
                0.07043380561668555,  # logit showdown
                -0.06990398587135534,  # logit p_lowest
                -0.09610333458334679,  # knocked
                -0.04063175424136423,  # knock chosen
                0.018284971249684367,  # rounds in hand
            ),
            lowest=(
                -0.25967504766938976,  # one
                -0.0829550231831377,  # logit p_31
                0.02827232408260906,  # logit showdown
                -0.06806430883432069,  # logit p_lowest
                -0.10193480929412632,  # knocked
                -0.026086722511401664,  # knock chosen
                0.03126567918245305,  # rounds in hand
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
                -0.22490507264858312,  # one
                -0.1469836020172745,  # logit p_31
                0.1625865865798377,  # logit showdown
                -0.09447323338004074,  # logit p_lowest
                -0.4261807974982808,  # knocked
                -0.28512889633766986,  # knock chosen
                0.07247420356804588,  # rounds in hand
            ),
            showdown=(
                -0.009396874842008485,  # one
                -0.04802519058742252,  # logit p_31
                0.1099947289890315,  # logit showdown
                -0.06305409817714563,  # logit p_lowest
                -0.045430421541943114,  # knocked
                -0.05311179089919483,  # knock chosen
                -0.010630792629110047,  # rounds in hand
            ),
            lowest=(
                -0.22058134285964298,  # one
                -0.04472158501153343,  # logit p_31
                -0.09752645074974296,  # logit showdown
                0.061528004427138364,  # logit p_lowest
                -0.06527855097892472,  # knocked
                -0.04149954864594075,  # knock chosen
                -0.02251820576481322,  # rounds in hand
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
                -0.38009567603426836,  # one
                -0.1437612791876807,  # logit p_31
                -0.08131913954412352,  # logit showdown
                -0.018059243452411465,  # logit p_lowest
                -0.6406371436274907,  # knocked
                -0.577211133234863,  # knock chosen
                -0.026294097368643136,  # rounds in hand
            ),
            showdown=(
                -0.1228639958159402,  # one
                -0.027108714016409744,  # logit p_31
                -0.07199507621833312,  # logit showdown
                -0.02479424496934285,  # logit p_lowest
                -0.024797041030912927,  # knocked
                -0.09044473349980506,  # knock chosen
                0.002436121101954752,  # rounds in hand
            ),
            lowest=(
                -0.008628245518435426,  # one
                -0.0079708220587894,  # logit p_31
                0.005857163484316758,  # logit showdown
                -0.0675879301923066,  # logit p_lowest
                0.06933434723654489,  # knocked
                -0.34145705900386414,  # knock chosen
                0.019036229102462394,  # rounds in hand
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
                -0.11630374697166074,  # one
                -0.16435556554311834,  # logit p_31
                0.15443366659742333,  # logit showdown
                -0.12746281236480864,  # logit p_lowest
                -0.27088984635457586,  # knocked
                -0.20404679937823988,  # knock chosen
                0.0005997746120713453,  # rounds in hand
            ),
            showdown=(
                0.10881792236793521,  # one
                -0.008343837882802609,  # logit p_31
                0.13906424301445622,  # logit showdown
                -0.08977265531092025,  # logit p_lowest
                0.10018403732366497,  # knocked
                -0.017041451362750176,  # knock chosen
                0.016209107127180985,  # rounds in hand
            ),
            lowest=(
                -0.13347290498181388,  # one
                0.021315225293524132,  # logit p_31
                -0.1290593269987088,  # logit showdown
                0.10892885968892384,  # logit p_lowest
                0.11862786666074566,  # knocked
                0.00465959508354254,  # knock chosen
                0.03834764912328968,  # rounds in hand
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
                -0.11116477422926468,  # one
                -0.0015895552282887803,  # logit p_31
                0.011210115728191456,  # logit showdown
                -0.07584924968933812,  # logit p_lowest
                0.4069090546123563,  # knocked
                0.02528231691108775,  # knock chosen
                -0.22205047182086798,  # rounds in hand
            ),
            showdown=(
                0.29291827988074315,  # one
                0.03170282201869502,  # logit p_31
                0.10258415722000502,  # logit showdown
                -0.04035923392113368,  # logit p_lowest
                0.0006629623339848994,  # knocked
                -0.029293829349591464,  # knock chosen
                -0.002123278774324053,  # rounds in hand
            ),
            lowest=(
                0.5034645351261775,  # one
                0.10618423618112019,  # logit p_31
                0.02970901989208083,  # logit showdown
                0.07795464641288538,  # logit p_lowest
                0.001962769965502777,  # knocked
                0.020985129761738722,  # knock chosen
                0.006645206774673526,  # rounds in hand
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
                0.3161467939540994,  # one
                0.10459661644870226,  # logit p_31
                -0.33394638391175696,  # logit showdown
                0.33295146102507933,  # logit p_lowest
                -0.31736292789757004,  # knocked
                -0.09032246276652084,  # knock chosen
                -0.10264116704507979,  # rounds in hand
            ),
            showdown=(
                -0.011290914621198484,  # one
                0.10274189880743774,  # logit p_31
                0.02163931219136735,  # logit showdown
                -0.07621683059562182,  # logit p_lowest
                0.46425829769525756,  # knocked
                0.3130663206996889,  # knock chosen
                0.02544774848802398,  # rounds in hand
            ),
            lowest=(
                -0.18320385577781637,  # one
                -0.026139557102953046,  # logit p_31
                0.29122765291705677,  # logit showdown
                -0.3259062515495352,  # logit p_lowest
                0.491792123937449,  # knocked
                0.1775290732945946,  # knock chosen
                0.06693540257406282,  # rounds in hand
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
                -0.12292322879777409,  # one
                -0.021469950324384843,  # logit p_31
                0.09437035828709789,  # logit showdown
                -0.12441301014994757,  # logit p_lowest
                -0.2017117527315722,  # knocked
                -0.07761475643472014,  # knock chosen
                -0.06656885414250514,  # rounds in hand
            ),
            showdown=(
                0.22666774762741615,  # one
                0.027706565631315593,  # logit p_31
                0.04516042262903574,  # logit showdown
                -0.010736974029470433,  # logit p_lowest
                0.08417964316984386,  # knocked
                -0.024368326245489243,  # knock chosen
                -0.03868526444719795,  # rounds in hand
            ),
            lowest=(
                0.051351530313413045,  # one
                0.09998678497337783,  # logit p_31
                -0.3695557872741698,  # logit showdown
                0.34355472308017904,  # logit p_lowest
                -0.01859355789436072,  # knocked
                0.03174485605236556,  # knock chosen
                0.002227768453770819,  # rounds in hand
            ),
        ),
    ),
)
