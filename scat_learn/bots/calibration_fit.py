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
        2.644448906457298,  # one
        0.5642194416481754,  # logit p_31
        0.02288417693519888,  # logit showdown
        0.007370293023165811,  # logit p_lowest
        -0.6464091849058143,  # knocked
        -0.38880775176689886,  # knock chosen
        0.0943496085267441,  # rounds in hand
        -0.2223467627503449,  # 1 / opponents
        0.14189983676840534,  # own lives
        0.08597533244754509,  # fewest lives
        1.313070184688821,  # table 31 rate
        -0.028245233322557614,  # table rounds
        -0.14306022753191988,  # table knock
        0.05738770984866935,  # table shown
        -0.04506803447297555,  # table takes
        0.01943012537946157,  # table seen
        0.0205516570954312,  # eagerness
        0.02448358906984583,  # least eager
        -0.06800921101706564,  # mark
        0.10629799467105588,  # greed
        -0.09488515414636908,  # p_31 x table 31 rate
        -0.10572413282237303,  # p_31 x table rounds
        0.05742288218720438,  # p_31 x table knock
        -0.10324476568825168,  # p_31 x table shown
        0.04349429196574578,  # p_31 x table takes
        0.1863192082952416,  # p_31 x table seen
        -0.02736141683003282,  # p_31 x eagerness
        -0.0849126318963708,  # p_31 x least eager
        0.10699580398171604,  # p_31 x mark
        0.12037906225930366,  # p_31 x greed
        0.007097175503324162,  # showdown x table 31 rate
        0.07724762442025965,  # showdown x table rounds
        0.06340576418665828,  # showdown x table knock
        -0.1062206835003692,  # showdown x table shown
        0.02376782282780463,  # showdown x table takes
        0.050711630267053436,  # showdown x table seen
        -0.09339774043962633,  # showdown x eagerness
        -0.03917565004179087,  # showdown x least eager
        0.0422306133319791,  # showdown x mark
        0.004289177698576803,  # showdown x greed
        -0.142391029330412,  # heads-up x one
        -0.14799894695303806,  # heads-up x logit p_31
        0.00711125545988193,  # heads-up x logit showdown
        -0.058663985922990006,  # heads-up x logit p_lowest
        -0.13199075358991683,  # heads-up x knocked
        -0.04448630285051494,  # heads-up x rounds
        0.035702864815311326,  # heads-up x table 31 rate
        0.04555620750589023,  # heads-up x table rounds
        -0.08301171193370678,  # heads-up x table knock
        0.05730037458252938,  # heads-up x table shown
        0.10130663691539689,  # heads-up x table takes
        -0.2825250436570779,  # heads-up x table seen
        0.1303838780554946,  # heads-up x eagerness
        0.1303838780554946,  # heads-up x least eager
        0.001954793771847696,  # heads-up x mark
        -0.07717783628385885,  # heads-up x greed
    ),
    showdown=(
        -0.6097616033095891,  # one
        0.009396607616842408,  # logit p_31
        0.5405655088153893,  # logit showdown
        0.12565220386848697,  # logit p_lowest
        0.20366621061305518,  # knocked
        0.13367691935452025,  # knock chosen
        0.06322525596082089,  # rounds in hand
        -0.18677135993011534,  # 1 / opponents
        -0.010073903105173332,  # own lives
        0.007899228965903147,  # fewest lives
        -0.0961875456477022,  # table 31 rate
        -0.008122938768934988,  # table rounds
        -0.013500489464153784,  # table knock
        -0.006412555310273301,  # table shown
        -0.05795452752949501,  # table takes
        -0.058665230976756855,  # table seen
        0.07820580351367638,  # eagerness
        -0.02352101234675601,  # least eager
        -0.06935510947686846,  # mark
        0.05485052662399902,  # greed
        -0.03091667313774649,  # p_31 x table 31 rate
        0.010881131755987018,  # p_31 x table rounds
        -0.0015036777151215136,  # p_31 x table knock
        -0.004012001552836293,  # p_31 x table shown
        0.03519229327292576,  # p_31 x table takes
        0.10457682887171359,  # p_31 x table seen
        -0.0330683541641204,  # p_31 x eagerness
        0.041529758005783096,  # p_31 x least eager
        -0.022227130857130174,  # p_31 x mark
        -0.03701610957720531,  # p_31 x greed
        -0.19410496554534382,  # showdown x table 31 rate
        -0.022668685607040728,  # showdown x table rounds
        0.06313854033277044,  # showdown x table knock
        -0.027297724165539324,  # showdown x table shown
        0.06826162266709061,  # showdown x table takes
        0.16270200394303488,  # showdown x table seen
        0.03357527801969486,  # showdown x eagerness
        -0.005145459824782976,  # showdown x least eager
        0.014554742364846407,  # showdown x mark
        0.07684213901375013,  # showdown x greed
        -0.015852352796188202,  # heads-up x one
        -0.051253055234530075,  # heads-up x logit p_31
        -0.1426383553838834,  # heads-up x logit showdown
        -0.0881566525331963,  # heads-up x logit p_lowest
        0.027062535640864815,  # heads-up x knocked
        -0.04093586797513075,  # heads-up x rounds
        0.01086440058078619,  # heads-up x table 31 rate
        0.042912329015093724,  # heads-up x table rounds
        0.001821051105495338,  # heads-up x table knock
        -0.012317956555203263,  # heads-up x table shown
        -0.12260209870075933,  # heads-up x table takes
        -0.20692421955197818,  # heads-up x table seen
        -0.0003842893419306904,  # heads-up x eagerness
        -0.0003842893419306904,  # heads-up x least eager
        -0.03204380077768491,  # heads-up x mark
        -0.0821952547790512,  # heads-up x greed
    ),
    lowest=(
        -0.4248117491530093,  # one
        -0.03710735364203419,  # logit p_31
        0.01680963149807148,  # logit showdown
        0.8090986574327197,  # logit p_lowest
        0.3669023121880282,  # knocked
        -0.024556495688192233,  # knock chosen
        0.04892856015146963,  # rounds in hand
        -0.15420480734589714,  # 1 / opponents
        -0.011453320591181497,  # own lives
        0.03954945922184706,  # fewest lives
        -0.12001062562385827,  # table 31 rate
        -0.11758996389861995,  # table rounds
        -0.05948918904901782,  # table knock
        -0.04326383995299968,  # table shown
        0.10158119466715024,  # table takes
        -0.06065339895512416,  # table seen
        0.12368078509750044,  # eagerness
        -0.052767900414863046,  # least eager
        -0.02766620387905984,  # mark
        0.04161426772516094,  # greed
        -0.05718907414912038,  # p_31 x table 31 rate
        -0.030024649441363377,  # p_31 x table rounds
        -0.03688734802498869,  # p_31 x table knock
        -0.010562070319794692,  # p_31 x table shown
        0.08344509387593735,  # p_31 x table takes
        0.042513660509874374,  # p_31 x table seen
        0.01133374477837686,  # p_31 x eagerness
        0.04101651125555806,  # p_31 x least eager
        -0.02333484561301122,  # p_31 x mark
        -0.04370765561553916,  # p_31 x greed
        -0.11109716309218635,  # showdown x table 31 rate
        -0.07763428521855013,  # showdown x table rounds
        0.0043166280699371805,  # showdown x table knock
        0.02176403160670912,  # showdown x table shown
        0.1524792359415484,  # showdown x table takes
        0.07356576031672951,  # showdown x table seen
        -0.0434175404256348,  # showdown x eagerness
        0.01771483070802325,  # showdown x least eager
        0.011678394301954238,  # showdown x mark
        0.059374742480989444,  # showdown x greed
        0.005330932978894625,  # heads-up x one
        -0.04461847551763835,  # heads-up x logit p_31
        -0.13785677574180372,  # heads-up x logit showdown
        -0.15319665580063926,  # heads-up x logit p_lowest
        0.12429375089822563,  # heads-up x knocked
        -0.02469181008439276,  # heads-up x rounds
        0.01857316527645217,  # heads-up x table 31 rate
        0.10860561552791224,  # heads-up x table rounds
        -0.02773286572244991,  # heads-up x table knock
        0.025802533964686278,  # heads-up x table shown
        -0.14161185161976675,  # heads-up x table takes
        -0.21767449739613434,  # heads-up x table seen
        -0.034316832637247045,  # heads-up x eagerness
        -0.034316832637247045,  # heads-up x least eager
        -0.051508024088168555,  # heads-up x mark
        -0.10855214993035237,  # heads-up x greed
    ),
    source="train5m.npz test29k.npz (tables balanced) (31s between tables: table 31 rate) (kinds of table blended)",
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
                -0.41700049458668154,  # one
                -0.004704463054281798,  # logit p_31
                0.14401205920337998,  # logit showdown
                -0.16397974360849557,  # logit p_lowest
                0.20890470045218046,  # knocked
                0.13399162522395616,  # knock chosen
                -0.05293458533851106,  # rounds in hand
            ),
            showdown=(
                0.0915562665454723,  # one
                -0.012035372678178167,  # logit p_31
                0.06575250198946568,  # logit showdown
                -0.008673303374797998,  # logit p_lowest
                0.00032270112490140546,  # knocked
                0.009173016161063042,  # knock chosen
                -0.052766025727459594,  # rounds in hand
            ),
            lowest=(
                0.09411440549878868,  # one
                0.021083265614030018,  # logit p_31
                -0.15228697417024362,  # logit showdown
                0.22419060282612546,  # logit p_lowest
                -0.06867489715963275,  # knocked
                0.08230402645703125,  # knock chosen
                -0.0603704360193344,  # rounds in hand
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
                -0.45748407593956375,  # one
                0.07481298546162395,  # logit p_31
                0.19365844707684454,  # logit showdown
                -0.21312787097774766,  # logit p_lowest
                0.4053644826433291,  # knocked
                0.1881772423555598,  # knock chosen
                -0.08096329539651236,  # rounds in hand
            ),
            showdown=(
                0.14946110534228219,  # one
                -0.010676546513796603,  # logit p_31
                0.12233238673034036,  # logit showdown
                -0.027118205176126245,  # logit p_lowest
                0.03241522533621271,  # knocked
                -0.1423247479253142,  # knock chosen
                -0.07808353854021884,  # rounds in hand
            ),
            lowest=(
                0.12091073414522638,  # one
                0.020360797302607998,  # logit p_31
                -0.13690368905923142,  # logit showdown
                0.23248818499909754,  # logit p_lowest
                -0.0486128610486301,  # knocked
                -0.07807219232969737,  # knock chosen
                -0.09391268448858744,  # rounds in hand
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
                -0.06101676599105555,  # one
                0.07717227062327561,  # logit p_31
                -0.04967257116133889,  # logit showdown
                0.021971838415554397,  # logit p_lowest
                0.4294327558846682,  # knocked
                0.11998873862970098,  # knock chosen
                -0.11711533714074834,  # rounds in hand
            ),
            showdown=(
                0.1217556628770644,  # one
                -0.001308812498377811,  # logit p_31
                0.0647483222708233,  # logit showdown
                -0.0117743114643252,  # logit p_lowest
                0.04797561141120787,  # knocked
                -0.06553639279770733,  # knock chosen
                -0.026057510674932127,  # rounds in hand
            ),
            lowest=(
                0.20403407020074624,  # one
                0.026120402506450487,  # logit p_31
                -0.0023352785805747034,  # logit showdown
                0.09255055700923216,  # logit p_lowest
                0.02030863914439081,  # knocked
                -0.004358287896127977,  # knock chosen
                -0.01645512313059109,  # rounds in hand
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
                -0.2895950586825652,  # one
                -0.0334308564930535,  # logit p_31
                -0.07361012027680057,  # logit showdown
                0.05722094997013826,  # logit p_lowest
                -0.1359447908326903,  # knocked
                0.01578837426581989,  # knock chosen
                -0.10205359724383671,  # rounds in hand
            ),
            showdown=(
                0.06116738990815336,  # one
                0.030079497164283157,  # logit p_31
                -0.012565935244230322,  # logit showdown
                0.010089593389402688,  # logit p_lowest
                0.18911338674568806,  # knocked
                0.1215867739189429,  # knock chosen
                0.002151011460365664,  # rounds in hand
            ),
            lowest=(
                0.046914293384373494,  # one
                0.03748475105815772,  # logit p_31
                -0.013114257252767957,  # logit showdown
                0.011052908253786142,  # logit p_lowest
                0.26355568101967985,  # knocked
                0.1413186541869108,  # knock chosen
                0.034556118143113344,  # rounds in hand
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
                -0.34015163847933066,  # one
                -0.14979339361369157,  # logit p_31
                0.14741187887136734,  # logit showdown
                -0.09392202583214597,  # logit p_lowest
                -0.5957309952033869,  # knocked
                -0.4938101396835303,  # knock chosen
                0.08124049145918995,  # rounds in hand
            ),
            showdown=(
                -0.008338487099131332,  # one
                0.010506945747959738,  # logit p_31
                0.035713404944674815,  # logit showdown
                -0.001781586765080361,  # logit p_lowest
                0.10621138300591464,  # knocked
                0.20329200159695016,  # knock chosen
                0.00672695840367838,  # rounds in hand
            ),
            lowest=(
                -0.40505713008293254,  # one
                -0.009597486037992285,  # logit p_31
                -0.18569049802735976,  # logit showdown
                0.0607219338682786,  # logit p_lowest
                0.19278179507295695,  # knocked
                0.14413171756753848,  # knock chosen
                -0.03422227081005413,  # rounds in hand
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
                -0.17804366291294074,  # one
                -0.018120278351622623,  # logit p_31
                -0.04698945626250429,  # logit showdown
                0.020670079447517607,  # logit p_lowest
                -0.5197749660218951,  # knocked
                -0.4594662451923258,  # knock chosen
                0.0015398214613604488,  # rounds in hand
            ),
            showdown=(
                -0.005108201626849968,  # one
                -0.015022459083458499,  # logit p_31
                0.01459810304856648,  # logit showdown
                -0.0271848119514824,  # logit p_lowest
                -0.10662974638553457,  # knocked
                -0.032960778581529175,  # knock chosen
                0.017995106513062162,  # rounds in hand
            ),
            lowest=(
                -0.17836030171026054,  # one
                -0.03983925220476456,  # logit p_31
                0.001985935971779957,  # logit showdown
                -0.04472437278769165,  # logit p_lowest
                -0.10843064659006853,  # knocked
                -0.019504111640789176,  # knock chosen
                0.029789206603083363,  # rounds in hand
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
                -0.3138475391431982,  # one
                -0.06773801698421945,  # logit p_31
                0.06280386437407363,  # logit showdown
                -0.035733426331296114,  # logit p_lowest
                -0.38144128082529616,  # knocked
                -0.3124332917608996,  # knock chosen
                0.09384640753744027,  # rounds in hand
            ),
            showdown=(
                -0.010319913338868036,  # one
                -0.02626827584583685,  # logit p_31
                0.058500034016226214,  # logit showdown
                -0.027025468577412053,  # logit p_lowest
                -0.06034588554218539,  # knocked
                -0.05028707687865742,  # knock chosen
                -0.011005479767735075,  # rounds in hand
            ),
            lowest=(
                -0.16981131020377563,  # one
                -0.02827703888383313,  # logit p_31
                -0.08305060526060236,  # logit showdown
                0.05744664498891433,  # logit p_lowest
                -0.08131434876063423,  # knocked
                -0.05320053522150324,  # knock chosen
                -0.02308973076575407,  # rounds in hand
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
                -0.5464088882132719,  # one
                -0.09919354794471368,  # logit p_31
                -0.03049149806232499,  # logit showdown
                -0.02882782369662211,  # logit p_lowest
                -0.6153475814902004,  # knocked
                -0.5496303661613992,  # knock chosen
                -0.018217019606410992,  # rounds in hand
            ),
            showdown=(
                -0.1096948842211318,  # one
                -0.01754235009491311,  # logit p_31
                -0.08220220209709828,  # logit showdown
                -0.011409958836170285,  # logit p_lowest
                -0.05797029123304731,  # knocked
                -0.08858631139863474,  # knock chosen
                0.0010959996457362371,  # rounds in hand
            ),
            lowest=(
                0.014892168437034895,  # one
                -0.011639481907914874,  # logit p_31
                0.03569329885503598,  # logit showdown
                -0.09327606933686405,  # logit p_lowest
                0.007527314349524877,  # knocked
                -0.38392776445425836,  # knock chosen
                0.018298417041366293,  # rounds in hand
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
                -0.2200950245047159,  # one
                -0.08669006090628856,  # logit p_31
                0.10515358769473833,  # logit showdown
                -0.09676509012351481,  # logit p_lowest
                -0.3715644788003095,  # knocked
                -0.22965282732038814,  # knock chosen
                0.03550265388920844,  # rounds in hand
            ),
            showdown=(
                0.00449777929527652,  # one
                -0.0061018304804760426,  # logit p_31
                0.05005804887045181,  # logit showdown
                -0.04825380036045596,  # logit p_lowest
                0.08759607148559456,  # knocked
                -0.0019520729048675346,  # knock chosen
                0.018745342414565297,  # rounds in hand
            ),
            lowest=(
                -0.17582925229488575,  # one
                0.003341024196824703,  # logit p_31
                -0.09454792900790619,  # logit showdown
                0.065636648245067,  # logit p_lowest
                0.1181515225628075,  # knocked
                -0.005473091423616669,  # knock chosen
                0.040151831670650034,  # rounds in hand
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
                -0.12998841746542236,  # one
                0.007564430483574182,  # logit p_31
                0.0693794050075519,  # logit showdown
                -0.10442023176873154,  # logit p_lowest
                0.37513226856357984,  # knocked
                0.038217572905990406,  # knock chosen
                -0.20008061443798028,  # rounds in hand
            ),
            showdown=(
                0.24072134530577086,  # one
                0.023651891813215604,  # logit p_31
                0.06874785542526153,  # logit showdown
                -0.018212707871738926,  # logit p_lowest
                0.0110875673087755,  # knocked
                -0.02819664780351134,  # knock chosen
                -0.0003427937425895627,  # rounds in hand
            ),
            lowest=(
                0.3960192657498515,  # one
                0.0635100660024801,  # logit p_31
                0.025001579015135163,  # logit showdown
                0.08048699808330942,  # logit p_lowest
                0.02425191335755443,  # knocked
                0.02492165723891794,  # knock chosen
                0.009447489772514073,  # rounds in hand
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
                -0.35156973007207215,  # one
                0.012667439650483092,  # logit p_31
                -0.24828308841381286,  # logit showdown
                0.24674697902467962,  # logit p_lowest
                -0.34080979635866404,  # knocked
                -0.2059277295028424,  # knock chosen
                -0.09896370096572919,  # rounds in hand
            ),
            showdown=(
                -0.09741699412817847,  # one
                0.07354018297891869,  # logit p_31
                -0.019654043555514,  # logit showdown
                -0.0451403738993824,  # logit p_lowest
                0.44326736320381,  # knocked
                0.3005877231680856,  # knock chosen
                0.026609103132268358,  # rounds in hand
            ),
            lowest=(
                -0.2593080050065021,  # one
                -0.02487399668865143,  # logit p_31
                0.2182431507281599,  # logit showdown
                -0.2901771281404385,  # logit p_lowest
                0.4266849700433954,  # knocked
                0.18613434956530972,  # knock chosen
                0.06819889320338411,  # rounds in hand
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
                -0.11157287195301852,  # one
                0.05317639649840081,  # logit p_31
                -0.06860620782905202,  # logit showdown
                0.023904293352987112,  # logit p_lowest
                -0.17328499376903797,  # knocked
                -0.07677894780682516,  # knock chosen
                -0.0321230418856614,  # rounds in hand
            ),
            showdown=(
                0.17514526099034075,  # one
                0.007355045968186183,  # logit p_31
                0.04222821342653229,  # logit showdown
                -0.005011468163786172,  # logit p_lowest
                0.05952781738800733,  # knocked
                -0.03658189587239365,  # knock chosen
                -0.04021842087351726,  # rounds in hand
            ),
            lowest=(
                -0.05461490595265187,  # one
                0.048912917949587624,  # logit p_31
                -0.35317059512971666,  # logit showdown
                0.35383440561623714,  # logit p_lowest
                -0.03114587247507501,  # knocked
                -0.00975421102391393,  # knock chosen
                -0.00024715303072070626,  # rounds in hand
            ),
        ),
    ),
)
