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
        -0.738932126254881,  # one
        0.7372349909199382,  # logit p_31
        -0.17726406054279847,  # logit showdown
        0.14733530511001622,  # logit p_lowest
        -1.3926544570337689,  # knocked
        -0.6499045675350248,  # knock chosen
        0.1026454368514837,  # rounds in hand
        -0.6287186780650954,  # 1 / opponents
        0.04461935301497682,  # more than four
        -0.11093501195730623,  # fewer than four
        0.1328014581693797,  # own lives
        0.05870783173742636,  # fewest lives
        -0.07702638535597067,  # table 31 rate
        -0.05753860543088561,  # table rounds
        -0.48395870165108296,  # table knock
        -0.007680613249222253,  # table shown
        0.055008542077062954,  # table takes
        1.1255477211378488,  # table seen
        -0.9847630896188636,  # eagerness
        0.6663286760863649,  # least eager
        0.06578512257867944,  # mark
        0.3387820820560793,  # greed
        -0.37454945411868074,  # p_31 x table 31 rate
        -0.1474957972760254,  # p_31 x table rounds
        -0.8890348725852474,  # p_31 x table knock
        -0.31563293533754694,  # p_31 x table shown
        1.1673651273049097,  # p_31 x table takes
        0.6015405042209171,  # p_31 x table seen
        -0.5431961860853676,  # p_31 x eagerness
        0.5938739237686764,  # p_31 x least eager
        0.5274897479231698,  # p_31 x mark
        0.5592253505031789,  # p_31 x greed
        -0.03493786114338053,  # showdown x table 31 rate
        0.054218266274309874,  # showdown x table rounds
        -0.01862507179026765,  # showdown x table knock
        -0.2643031631358256,  # showdown x table shown
        -0.08482414971807441,  # showdown x table takes
        0.8249465239730764,  # showdown x table seen
        -0.6440944823786223,  # showdown x eagerness
        0.21358005848338343,  # showdown x least eager
        0.12955461196148874,  # showdown x mark
        0.05623574551949963,  # showdown x greed
        0.7610267520540203,  # heads-up x one
        -0.1514649912465464,  # heads-up x logit p_31
        -0.009911807407288295,  # heads-up x logit showdown
        -0.061797023840545424,  # heads-up x logit p_lowest
        -3.96494236943166,  # heads-up x knocked
        -0.05456246794290151,  # heads-up x rounds
        -0.006190939959927958,  # heads-up x table 31 rate
        -0.0038087582459177755,  # heads-up x table rounds
        -0.19501821272668057,  # heads-up x table knock
        0.0028992991318001152,  # heads-up x table shown
        0.6516054137106709,  # heads-up x table takes
        -1.088822741286677,  # heads-up x table seen
        0.2919726140483424,  # heads-up x eagerness
        0.2919726140483424,  # heads-up x least eager
        0.13009313855326302,  # heads-up x mark
        0.1110355350869653,  # heads-up x greed
        0.2628546218151932,  # showdown none
        0.1743399331468282,  # showdown one or two
        -0.09494122057803175,  # knocked x showdown
        -0.4194603784284984,  # knocked x showdown none
        0.011696839387426486,  # table knock rounds
    ),
    showdown=(
        -0.5798198104132132,  # one
        0.006785462054377494,  # logit p_31
        0.7722985381751675,  # logit showdown
        0.05975058684442684,  # logit p_lowest
        0.12163890382385302,  # knocked
        0.2393327516308692,  # knock chosen
        0.06268620655623283,  # rounds in hand
        0.5580035831424537,  # 1 / opponents
        0.22041270228890816,  # more than four
        -0.39005039687666987,  # fewer than four
        -0.02515845977386151,  # own lives
        -0.009502482107173128,  # fewest lives
        -0.0964593114081601,  # table 31 rate
        -0.042674056793669604,  # table rounds
        0.021543382364049603,  # table knock
        0.02788897259402822,  # table shown
        0.14545521551315196,  # table takes
        0.349038864790813,  # table seen
        0.0003300365921551132,  # eagerness
        0.017787400447658194,  # least eager
        -0.11154079367365831,  # mark
        -0.0808862319012705,  # greed
        -0.08315197518844167,  # p_31 x table 31 rate
        -0.0049451278790814505,  # p_31 x table rounds
        0.016417378296750586,  # p_31 x table knock
        0.003583380850087206,  # p_31 x table shown
        0.0030478888612344257,  # p_31 x table takes
        0.22423122500892032,  # p_31 x table seen
        -0.038905282015892925,  # p_31 x eagerness
        0.040833943128223464,  # p_31 x least eager
        -0.05337619027066432,  # p_31 x mark
        -0.10878826201567904,  # p_31 x greed
        -0.11163396106842738,  # showdown x table 31 rate
        -0.03973669158934651,  # showdown x table rounds
        0.17352188082824627,  # showdown x table knock
        0.0015752740797644862,  # showdown x table shown
        0.5825572116256481,  # showdown x table takes
        0.827562386679138,  # showdown x table seen
        -0.08308650465883372,  # showdown x eagerness
        0.010573858567295962,  # showdown x least eager
        -0.01744124547177903,  # showdown x mark
        -0.11316406404646843,  # showdown x greed
        -0.3138978481461716,  # heads-up x one
        -0.08810605803860828,  # heads-up x logit p_31
        -0.33565540172795333,  # heads-up x logit showdown
        0.03293655095710821,  # heads-up x logit p_lowest
        0.041836651582485423,  # heads-up x knocked
        -0.043269402413299206,  # heads-up x rounds
        -0.002317053237252869,  # heads-up x table 31 rate
        0.032075013597027066,  # heads-up x table rounds
        -0.01788172030339502,  # heads-up x table knock
        -0.024096652573302058,  # heads-up x table shown
        -0.2709283493600033,  # heads-up x table takes
        -0.613522865224083,  # heads-up x table seen
        0.008845859895824168,  # heads-up x eagerness
        0.008845859895824168,  # heads-up x least eager
        -0.028343845629558738,  # heads-up x mark
        -0.01661944174270447,  # heads-up x greed
        -1.11234071020734,  # showdown none
        -0.30305632013724926,  # showdown one or two
        -0.07138942070674185,  # knocked x showdown
        -0.42483503844011444,  # knocked x showdown none
        0.04039956975287906,  # table knock rounds
    ),
    lowest=(
        -0.6500471705439942,  # one
        -0.0033647998038445932,  # logit p_31
        -0.062151534260537655,  # logit showdown
        0.9006534825757561,  # logit p_lowest
        0.4952376538283113,  # knocked
        0.024108948567452874,  # knock chosen
        0.04944369154060651,  # rounds in hand
        0.5394750185349498,  # 1 / opponents
        0.2386731543375529,  # more than four
        -0.29097897414222357,  # fewer than four
        -0.019545219568913256,  # own lives
        0.02797564207926398,  # fewest lives
        -0.1625474226531151,  # table 31 rate
        -0.11513211397440572,  # table rounds
        -0.206652005485159,  # table knock
        -0.03207965100473328,  # table shown
        0.4093248826183193,  # table takes
        0.04860942549358898,  # table seen
        0.24999019876941306,  # eagerness
        -0.1701521500562531,  # least eager
        0.05614152478048201,  # mark
        -0.0795607200235611,  # greed
        -0.0970993137152388,  # p_31 x table 31 rate
        0.01932990805831387,  # p_31 x table rounds
        -0.16000660995344124,  # p_31 x table knock
        -0.03793407992859293,  # p_31 x table shown
        0.24905255980869395,  # p_31 x table takes
        -0.19047370754148593,  # p_31 x table seen
        0.2752372928847393,  # p_31 x eagerness
        -0.11944773100072,  # p_31 x least eager
        0.04298893911474285,  # p_31 x mark
        -0.15851466300279432,  # p_31 x greed
        -0.16912019154254826,  # showdown x table 31 rate
        -0.09475818229126481,  # showdown x table rounds
        -0.08153446032440148,  # showdown x table knock
        0.07850063591093054,  # showdown x table shown
        0.5232684649830855,  # showdown x table takes
        0.4960056315494833,  # showdown x table seen
        -0.08526998893457313,  # showdown x eagerness
        -0.0569097011829494,  # showdown x least eager
        0.06901806876143546,  # showdown x mark
        0.025038460406924434,  # showdown x greed
        -0.010234148576672406,  # heads-up x one
        -0.042898864145582936,  # heads-up x logit p_31
        -0.23866248958973466,  # heads-up x logit showdown
        -0.08160225618490334,  # heads-up x logit p_lowest
        0.2245804617301846,  # heads-up x knocked
        -0.027931877815117467,  # heads-up x rounds
        0.03432358330057113,  # heads-up x table 31 rate
        0.09477161393772264,  # heads-up x table rounds
        -0.04749659421385354,  # heads-up x table knock
        0.04183606111279438,  # heads-up x table shown
        -0.25256302735520486,  # heads-up x table takes
        -0.596946770462759,  # heads-up x table seen
        -0.0204556990152317,  # heads-up x eagerness
        -0.0204556990152317,  # heads-up x least eager
        -0.06068892454488277,  # heads-up x mark
        -0.05300749448492169,  # heads-up x greed
        -1.1761307860182248,  # showdown none
        -0.281493781832147,  # showdown one or two
        0.08879996795509952,  # knocked x showdown
        -0.3504889703218346,  # knocked x showdown none
        0.06166903260810513,  # table knock rounds
    ),
    source="train5m.npz test29k.npz (tables balanced) (kinds of table blended)",
    kinds=(
        Kind(
            name="beginner",
            gate=(
                2.179767545912041,  # one
                -0.8278039811488495,  # table 31 rate
                -1.3676647201752616,  # table rounds
                -5.318457349772202,  # table knock
                -0.772216630734582,  # table shown
                2.604705886107949,  # table takes
                -1.1127875797351996,  # table seen
                3.20887307232371,  # eagerness
                0.25257236500564695,  # least eager
                -3.1019388616144736,  # mark
                0.12848863319434967,  # greed
                0.3798067506663978,  # 1 / opponents
                -5.491674361679896,  # more than four
                -2.0316083486252765,  # fewer than four
                1.3442089698462916,  # table knock rounds
            ),
            thirty_one=(
                -0.6555939699534578,  # one
                -0.049683180476260004,  # logit p_31
                0.1823568622689573,  # logit showdown
                -0.23520469598976915,  # logit p_lowest
                0.7532189450621284,  # knocked
                0.7193980673352494,  # knock chosen
                -0.08596396562872348,  # rounds in hand
                -0.00379208510170489,  # showdown none
                0.0084259289798364,  # knocked x showdown none
            ),
            showdown=(
                0.016821314597540236,  # one
                -0.023662951382333673,  # logit p_31
                0.018439211581893225,  # logit showdown
                0.019142948281398176,  # logit p_lowest
                -0.025650907142718508,  # knocked
                -0.03944556973749191,  # knock chosen
                -0.05237844909902285,  # rounds in hand
                -0.3074934260363907,  # showdown none
                -0.07672423619245006,  # knocked x showdown none
            ),
            lowest=(
                0.21731485854243743,  # one
                0.03784042780055749,  # logit p_31
                -0.07552340651966932,  # logit showdown
                0.1421374827039278,  # logit p_lowest
                -0.09836253403925901,  # knocked
                0.07152251971765863,  # knock chosen
                -0.06117626320823641,  # rounds in hand
                -0.5598513870194674,  # showdown none
                0.3256662867007961,  # knocked x showdown none
            ),
        ),
        Kind(
            name="t20",
            gate=(
                0.2994784978835708,  # one
                -1.6340019320614474,  # table 31 rate
                -2.477813945822917,  # table rounds
                -11.57925216402268,  # table knock
                -1.6191721748431116,  # table shown
                3.1482755821182797,  # table takes
                -6.844239874449342,  # table seen
                3.1440042412441986,  # eagerness
                0.36898706053178654,  # least eager
                -6.023517438451766,  # mark
                0.4981258971257531,  # greed
                -0.2802987753945392,  # 1 / opponents
                -2.1140573387770147,  # more than four
                -1.978736164391714,  # fewer than four
                1.3397278994388626,  # table knock rounds
            ),
            thirty_one=(
                -0.9734587170704323,  # one
                0.01638874783897703,  # logit p_31
                0.2747032129888768,  # logit showdown
                -0.35301473558676477,  # logit p_lowest
                1.109452972817352,  # knocked
                1.4027937059230444,  # knock chosen
                -0.13015702689473427,  # rounds in hand
                -0.23274025042310487,  # showdown none
                0.33415854107905707,  # knocked x showdown none
            ),
            showdown=(
                0.14613238899756273,  # one
                -0.015409996845765323,  # logit p_31
                0.11027945635335534,  # logit showdown
                -0.021983261272172865,  # logit p_lowest
                -0.0006147557758765019,  # knocked
                -0.38745366348271487,  # knock chosen
                -0.07751630156829338,  # rounds in hand
                -0.9242155016019344,  # showdown none
                0.8477606451915503,  # knocked x showdown none
            ),
            lowest=(
                0.28571817837829205,  # one
                0.04473550554752037,  # logit p_31
                -0.04841365418397787,  # logit showdown
                0.1324448475489806,  # logit p_lowest
                -0.08613715296866767,  # knocked
                -0.20019769220955974,  # knock chosen
                -0.09598670761417351,  # rounds in hand
                -1.5193187195980355,  # showdown none
                1.5700105836540585,  # knocked x showdown none
            ),
        ),
        Kind(
            name="t24",
            gate=(
                3.9838303682871175,  # one
                -0.24104727120588645,  # table 31 rate
                -0.9261529485775105,  # table rounds
                3.1643907393960586,  # table knock
                0.5615338506202173,  # table shown
                2.2051657399716085,  # table takes
                -0.1061290399924635,  # table seen
                3.7285071523497604,  # eagerness
                -0.5689242892730777,  # least eager
                4.371947059229318,  # mark
                -1.1155473521013801,  # greed
                -1.0039744731678244,  # 1 / opponents
                -2.473309568047277,  # more than four
                -1.4491098564199247,  # fewer than four
                1.2875235148191815,  # table knock rounds
            ),
            thirty_one=(
                -0.027111198370344966,  # one
                0.041111026992083737,  # logit p_31
                0.036872037991634445,  # logit showdown
                -0.1118313011670952,  # logit p_lowest
                1.0699991761299885,  # knocked
                0.539402826063883,  # knock chosen
                -0.1536891532641361,  # rounds in hand
                -0.3683669653111709,  # showdown none
                -0.16421156467337658,  # knocked x showdown none
            ),
            showdown=(
                0.07880382712089812,  # one
                -0.002382533945570066,  # logit p_31
                0.0322384042766705,  # logit showdown
                0.001062908130453124,  # logit p_lowest
                0.04491036619198408,  # knocked
                -0.13550829392070537,  # knock chosen
                -0.02551081682838212,  # rounds in hand
                -0.4651623558020607,  # showdown none
                0.19904200910369207,  # knocked x showdown none
            ),
            lowest=(
                0.3605701575441052,  # one
                0.04904562906459919,  # logit p_31
                0.10914326680579368,  # logit showdown
                -0.008988868001881083,  # logit p_lowest
                0.023695000724527387,  # knocked
                -0.031176534395598185,  # knock chosen
                -0.015615535653422795,  # rounds in hand
                -0.7822825302889934,  # showdown none
                0.7128157121404454,  # knocked x showdown none
            ),
        ),
        Kind(
            name="t28",
            gate=(
                6.595535683467915,  # one
                0.5492530325032771,  # table 31 rate
                1.4052630222568459,  # table rounds
                11.570545284881419,  # table knock
                0.4612492114800543,  # table shown
                0.9904327794486844,  # table takes
                -2.9976563252114508,  # table seen
                -5.1997491431557545,  # eagerness
                1.8671844251385508,  # least eager
                10.411162596138581,  # mark
                -1.6725751911047622,  # greed
                -4.078494876033713,  # 1 / opponents
                -0.34795608180371695,  # more than four
                -0.9634423211952057,  # fewer than four
                -1.2607743496776593,  # table knock rounds
            ),
            thirty_one=(
                -0.014305289308184189,  # one
                -0.06387130019780163,  # logit p_31
                -0.13020529228680133,  # logit showdown
                0.10400700076826105,  # logit p_lowest
                0.08127095719297522,  # knocked
                0.2780345240249113,  # knock chosen
                -0.11401247938966796,  # rounds in hand
                -0.13736309450763468,  # showdown none
                -0.7160151422979688,  # knocked x showdown none
            ),
            showdown=(
                0.01574687484275718,  # one
                0.04137309650306759,  # logit p_31
                -0.06423751299617389,  # logit showdown
                0.03446167525585653,  # logit p_lowest
                0.1832940922998888,  # knocked
                0.10972678317627164,  # knock chosen
                0.0014361879420535183,  # rounds in hand
                0.06029240435229407,  # showdown none
                0.5884308828357234,  # knocked x showdown none
            ),
            lowest=(
                0.12747367378372926,  # one
                0.05849398197441163,  # logit p_31
                0.03965874240415927,  # logit showdown
                -0.028864367919758646,  # logit p_lowest
                0.2839044011012347,  # knocked
                0.1649301264908593,  # knock chosen
                0.03427044109791624,  # rounds in hand
                -0.015283720642806503,  # showdown none
                0.6646109924281948,  # knocked x showdown none
            ),
        ),
        Kind(
            name="intermediate",
            gate=(
                3.697870950120741,  # one
                0.3820881260875155,  # table 31 rate
                2.762883593564798,  # table rounds
                9.797693406451284,  # table knock
                -0.13528979938142421,  # table shown
                0.1938648528888481,  # table takes
                0.11754123817658199,  # table seen
                -1.2893696525300202,  # eagerness
                0.49350134122569034,  # least eager
                -1.3893155276898024,  # mark
                2.4235150249148036,  # greed
                -0.48427232929897146,  # 1 / opponents
                -3.6148331218799314,  # more than four
                -1.3687805948209473,  # fewer than four
                -3.8280971124957888,  # table knock rounds
            ),
            thirty_one=(
                -0.2134364470652081,  # one
                -0.2491227004085077,  # logit p_31
                0.1306530258843075,  # logit showdown
                0.015164807955961349,  # logit p_lowest
                -0.7070200955276861,  # knocked
                -0.42250057383668344,  # knock chosen
                0.0547915281624448,  # rounds in hand
                0.44657281460817455,  # showdown none
                0.017130966358068742,  # knocked x showdown none
            ),
            showdown=(
                0.04298103726758146,  # one
                0.02675626931073614,  # logit p_31
                0.03329350917334041,  # logit showdown
                0.004289121900125972,  # logit p_lowest
                0.12125432408995074,  # knocked
                0.21862738290034336,  # knock chosen
                0.007523925170471959,  # rounds in hand
                0.8081168728264401,  # showdown none
                -0.448869810133131,  # knocked x showdown none
            ),
            lowest=(
                -0.36678988630041254,  # one
                -0.006517683578190831,  # logit p_31
                -0.1919677685413967,  # logit showdown
                0.07216513404492036,  # logit p_lowest
                0.21706072562312534,  # knocked
                0.17148098238522655,  # knock chosen
                -0.03315952172267497,  # rounds in hand
                0.4234692861492314,  # showdown none
                -0.7310884150617951,  # knocked x showdown none
            ),
        ),
        Kind(
            name="expert",
            gate=(
                0.9523664487593422,  # one
                1.1966921337056826,  # table 31 rate
                0.060677910957702454,  # table rounds
                -7.730251280307309,  # table knock
                1.0123623608696188,  # table shown
                -5.105846461124106,  # table takes
                4.6105248522798234,  # table seen
                -1.2894982549802974,  # eagerness
                0.26756877582076954,  # least eager
                -4.971591122264005,  # mark
                -0.5239762812122887,  # greed
                -0.3877767622759595,  # 1 / opponents
                -6.950317772657105,  # more than four
                -1.3404260698460315,  # fewer than four
                0.39254993568090474,  # table knock rounds
            ),
            thirty_one=(
                -0.0034541957949926643,  # one
                -0.04328600695857756,  # logit p_31
                -0.0939329772694998,  # logit showdown
                0.043483122103506175,  # logit p_lowest
                -0.42289061121950344,  # knocked
                -0.4085565704870946,  # knock chosen
                -0.0032818301592426845,  # rounds in hand
                -0.2340251847589126,  # showdown none
                -0.10582233844825896,  # knocked x showdown none
            ),
            showdown=(
                -0.11696147529476217,  # one
                -0.04953176966285458,  # logit p_31
                -0.013870295149042925,  # logit showdown
                -0.014400025127683935,  # logit p_lowest
                -0.13668672636813986,  # knocked
                -0.12275222620070761,  # knock chosen
                0.01806980095388972,  # rounds in hand
                0.14793386520456517,  # showdown none
                -0.048221784627875804,  # knocked x showdown none
            ),
            lowest=(
                -0.18351361566422134,  # one
                -0.08755340208593575,  # logit p_31
                0.09927429274479732,  # logit showdown
                -0.12794302279720876,  # logit p_lowest
                -0.11967372790154042,  # knocked
                -0.0869551911414821,  # knock chosen
                0.03212805126848799,  # rounds in hand
                0.15765738492661666,  # showdown none
                -0.028314320501878522,  # knocked x showdown none
            ),
        ),
        Kind(
            name="mix",
            gate=(
                1.9974433510173109,  # one
                0.3162094453580243,  # table 31 rate
                0.9061005470755654,  # table rounds
                -3.640253373698846,  # table knock
                0.19438731319990474,  # table shown
                -1.2698043174304143,  # table takes
                2.6616430572368888,  # table seen
                0.6610853484664893,  # eagerness
                -0.7706087464949413,  # least eager
                -3.7493405405908553,  # mark
                1.0094548481430219,  # greed
                0.5654673123746186,  # 1 / opponents
                -8.303862073372132,  # more than four
                -1.219554431253445,  # fewer than four
                -0.11662383541698695,  # table knock rounds
            ),
            thirty_one=(
                -0.4108329906607505,  # one
                -0.18519368105608974,  # logit p_31
                0.07740484400015141,  # logit showdown
                -0.04220722137304799,  # logit p_lowest
                -0.32851528455075385,  # knocked
                -0.28950440111002057,  # knock chosen
                0.07243796673027754,  # rounds in hand
                -0.022727327028819157,  # showdown none
                0.1359616080769468,  # knocked x showdown none
            ),
            showdown=(
                -0.12024293541975177,  # one
                -0.059820050609580046,  # logit p_31
                0.02734461953963971,  # logit showdown
                -0.011735663312955419,  # logit p_lowest
                -0.08334206279487799,  # knocked
                -0.1389702185988635,  # knock chosen
                -0.009633908593948245,  # rounds in hand
                0.12464682946683166,  # showdown none
                0.13560842947400165,  # knocked x showdown none
            ),
            lowest=(
                -0.23231927818186457,  # one
                -0.0629525423844632,  # logit p_31
                -0.06105953154006441,  # logit showdown
                0.026446124192954463,  # logit p_lowest
                -0.0926447381656519,  # knocked
                -0.09706309705123597,  # knock chosen
                -0.02100174603077778,  # rounds in hand
                0.026337924150812066,  # showdown none
                0.12201263831803177,  # knocked x showdown none
            ),
        ),
        Kind(
            name="p2",
            gate=(
                -6.763315423849759,  # one
                0.164282266717582,  # table 31 rate
                4.432977033826462,  # table rounds
                1.3941746543388314,  # table knock
                0.5538991593840309,  # table shown
                -3.0700583257721274,  # table takes
                -24.765356030459113,  # table seen
                3.694516300138526,  # eagerness
                -3.9678761655307873,  # least eager
                -4.108887027137492,  # mark
                -1.3195579198737672,  # greed
                13.741227365132152,  # 1 / opponents
                5.697985706104651,  # more than four
                12.141754694349384,  # fewer than four
                0.26660429079959175,  # table knock rounds
            ),
            thirty_one=(
                -0.24130276622029095,  # one
                -0.0456439970960258,  # logit p_31
                -0.19584668746152153,  # logit showdown
                0.0696244555820516,  # logit p_lowest
                -0.9778692376711444,  # knocked
                -1.1536682218378005,  # knock chosen
                -0.030290842918162173,  # rounds in hand
                -0.7521439307052091,  # showdown none
                -0.05222310189280555,  # knocked x showdown none
            ),
            showdown=(
                -0.08916335586912949,  # one
                -0.025972499589923297,  # logit p_31
                -0.02995763647997989,  # logit showdown
                -0.02571080762643149,  # logit p_lowest
                -0.041642133118879564,  # knocked
                -0.15250292164706575,  # knock chosen
                0.002313702635498132,  # rounds in hand
                0.29900709696954847,  # showdown none
                0.3405443711320875,  # knocked x showdown none
            ),
            lowest=(
                0.024964780348722664,  # one
                -0.017155140384905933,  # logit p_31
                0.07523067863705597,  # logit showdown
                -0.09978016094514727,  # logit p_lowest
                0.045112314522578696,  # knocked
                -0.32299519948778155,  # knock chosen
                0.019457731721302735,  # rounds in hand
                0.19334907943132737,  # showdown none
                0.10176424632729651,  # knocked x showdown none
            ),
        ),
        Kind(
            name="p6",
            gate=(
                -25.91948585795332,  # one
                0.10849664036590055,  # table 31 rate
                -5.867929315498341,  # table rounds
                -9.339168350044751,  # table knock
                -0.7310445647132697,  # table shown
                -1.4463415074986734,  # table takes
                34.686126370769706,  # table seen
                -1.5035078270230586,  # eagerness
                -0.38051041963389043,  # least eager
                -3.823374619071181,  # mark
                0.33528871992988646,  # greed
                -0.5272633743533364,  # 1 / opponents
                34.08684988608189,  # more than four
                0.5555278610068731,  # fewer than four
                -0.057289992310925276,  # table knock rounds
            ),
            thirty_one=(
                -0.34413739759003203,  # one
                -0.23476054568991295,  # logit p_31
                0.18600752687416383,  # logit showdown
                -0.18121162507547617,  # logit p_lowest
                -0.10982518801183322,  # knocked
                -0.09120289804985994,  # knock chosen
                0.013687773167862785,  # rounds in hand
                0.036373415608779304,  # showdown none
                0.0697137575946265,  # knocked x showdown none
            ),
            showdown=(
                -0.17091009529389709,  # one
                -0.05212515735207984,  # logit p_31
                0.047170717322257374,  # logit showdown
                -0.05708563994932294,  # logit p_lowest
                0.0038944864121278856,  # knocked
                -0.06434597408606799,  # knock chosen
                0.026424113373712164,  # rounds in hand
                -0.09406404309233087,  # showdown none
                -0.38532662611345875,  # knocked x showdown none
            ),
            lowest=(
                -0.2775922112293728,  # one
                -0.03596327492351575,  # logit p_31
                -0.019070477386379438,  # logit showdown
                -0.005909987314869726,  # logit p_lowest
                0.0773043607990819,  # knocked
                -0.037425867654812144,  # knock chosen
                0.051843932054340375,  # rounds in hand
                -0.19348538293136225,  # showdown none
                -0.29880149524369504,  # knocked x showdown none
            ),
        ),
        Kind(
            name="expert+threshold:22+threshold:22+threshold:22",
            gate=(
                4.272565580168276,  # one
                -0.08937011927383684,  # table 31 rate
                -1.3011689969650861,  # table rounds
                -1.6479697748009845,  # table knock
                -0.4536627931124867,  # table shown
                2.232967730566404,  # table takes
                -0.3127660512771408,  # table seen
                4.29679508898268,  # eagerness
                -0.6652709083982729,  # least eager
                -0.35572719994835744,  # mark
                -0.25155721784929114,  # greed
                -0.7398190991215361,  # 1 / opponents
                -5.615424350624113,  # more than four
                -1.1054670026770426,  # fewer than four
                2.0989037196446416,  # table knock rounds
            ),
            thirty_one=(
                -0.04706602854221337,  # one
                -0.025044095591619877,  # logit p_31
                0.11166950780350396,  # logit showdown
                -0.16558752007244132,  # logit p_lowest
                0.9616589217030677,  # knocked
                0.36832553150656533,  # knock chosen
                -0.2375661811098504,  # rounds in hand
                -0.056955152819492295,  # showdown none
                0.054349706200444964,  # knocked x showdown none
            ),
            showdown=(
                0.2727609919436614,  # one
                0.04039266075511781,  # logit p_31
                0.05710170010030614,  # logit showdown
                -0.0174107975602126,  # logit p_lowest
                -0.01582279124382957,  # knocked
                -0.08970999878094761,  # knock chosen
                -0.0013872112458620592,  # rounds in hand
                -1.0770141655783534,  # showdown none
                1.5225994068397937,  # knocked x showdown none
            ),
            lowest=(
                0.723441053646177,  # one
                0.11936135661263655,  # logit p_31
                0.2072643149865349,  # logit showdown
                -0.07110651805633515,  # logit p_lowest
                0.01802238514225547,  # knocked
                0.011034007552167399,  # knock chosen
                0.007575418997347421,  # rounds in hand
                -1.4923437992690722,  # showdown none
                2.3363091775548908,  # knocked x showdown none
            ),
        ),
        Kind(
            name="expert+threshold:30+threshold:30+threshold:30",
            gate=(
                6.268973855098057,  # one
                0.48487558307837325,  # table 31 rate
                2.2809226859918534,  # table rounds
                14.722721755519327,  # table knock
                0.8372698307455733,  # table shown
                -0.7122394988964733,  # table takes
                -5.890201215264832,  # table seen
                -12.840133778458343,  # eagerness
                4.439140334394785,  # least eager
                10.42907368640659,  # mark
                -1.1818266550422478,  # greed
                -6.860927104887059,  # 1 / opponents
                0.29114052241650074,  # more than four
                -0.07401214603378313,  # fewer than four
                -1.780984657789994,  # table knock rounds
            ),
            thirty_one=(
                0.2668412742231696,  # one
                0.09870787721829975,  # logit p_31
                -0.371250463931339,  # logit showdown
                0.4251049201897546,  # logit p_lowest
                -0.7025597861894477,  # knocked
                0.09827756575198707,  # knock chosen
                -0.10444859122769236,  # rounds in hand
                0.2315267908792421,  # showdown none
                1.2734679286858757,  # knocked x showdown none
            ),
            showdown=(
                -0.1513641592192702,  # one
                0.08270350478263344,  # logit p_31
                -0.03985120146829344,  # logit showdown
                -0.0804523364581319,  # logit p_lowest
                0.47276391684091235,  # knocked
                0.2846011470564849,  # knock chosen
                0.02909930605281465,  # rounds in hand
                -0.47475667216468465,  # showdown none
                0.5863483996050273,  # knocked x showdown none
            ),
            lowest=(
                -0.1799987278297958,  # one
                -0.02190830466243692,  # logit p_31
                0.3084929623987096,  # logit showdown
                -0.38330375741690187,  # logit p_lowest
                0.523739003204012,  # knocked
                0.1929609043923248,  # knock chosen
                0.07399180459338273,  # rounds in hand
                0.009283823663050033,  # showdown none
                0.3006172091695635,  # knocked x showdown none
            ),
        ),
        Kind(
            name="expert+beginner+intermediate+threshold:26",
            gate=(
                2.434969001052555,  # one
                -0.40967392410824843,  # table 31 rate
                0.09190513337373854,  # table rounds
                -1.394173547949912,  # table knock
                0.09068423645138356,  # table shown
                0.2288775396132857,  # table takes
                -0.04669940204777811,  # table seen
                3.3884774526698926,  # eagerness
                -1.3357637727870082,  # least eager
                2.311508994992941,  # mark
                1.6701674938847721,  # greed
                -0.32367463363383897,  # 1 / opponents
                -5.164541445774857,  # more than four
                -1.1661456200982299,  # fewer than four
                0.31425161746531277,  # table knock rounds
            ),
            thirty_one=(
                -0.2856201509223319,  # one
                -0.062373599201986374,  # logit p_31
                -0.03905662804054876,  # logit showdown
                0.05150895509107901,  # logit p_lowest
                -0.016549963310201077,  # knocked
                0.061257296875570744,  # knock chosen
                -0.0802786244800859,  # rounds in hand
                0.5248865135287774,  # showdown none
                -0.6102697133461081,  # knocked x showdown none
            ),
            showdown=(
                0.19215608809176782,  # one
                0.0331513234183477,  # logit p_31
                -0.00898236384099754,  # logit showdown
                0.022072329533085862,  # logit p_lowest
                0.07241580355683398,  # knocked
                -0.08280818460385402,  # knock chosen
                -0.03987741361870275,  # rounds in hand
                -1.9246055690597,  # showdown none
                -0.5485496710023285,  # knocked x showdown none
            ),
            lowest=(
                0.01084097487327357,  # one
                0.09241498135650762,  # logit p_31
                -0.38860022447026255,  # logit showdown
                0.37790898586214916,  # logit p_lowest
                -0.04015225122968845,  # knocked
                0.009346931519699378,  # knock chosen
                0.00014966055653322554,  # rounds in hand
                0.022522054266732986,  # showdown none
                -1.9656533432333732,  # knocked x showdown none
            ),
        ),
    ),
)
