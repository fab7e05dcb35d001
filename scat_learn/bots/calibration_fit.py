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
        -0.6417347593488308,  # one
        0.7342249905676951,  # logit p_31
        -0.17928396712804245,  # logit showdown
        0.14897858406605818,  # logit p_lowest
        -1.393234573895485,  # knocked
        -0.650678407562717,  # knock chosen
        0.10245758882182357,  # rounds in hand
        -0.9589143268589253,  # 1 / opponents
        0.13220000688091887,  # own lives
        0.05986614590709199,  # fewest lives
        -0.0789161178889016,  # table 31 rate
        -0.053529897380781934,  # table rounds
        -0.4594784713217106,  # table knock
        -0.007337014008777935,  # table shown
        0.05446271328867342,  # table takes
        1.12835422153123,  # table seen
        -0.9890805171306664,  # eagerness
        0.665204785446876,  # least eager
        0.05907786879551846,  # mark
        0.3452142395144893,  # greed
        -0.3765679472256931,  # p_31 x table 31 rate
        -0.1503453376174853,  # p_31 x table rounds
        -0.8613406837513758,  # p_31 x table knock
        -0.3162246478164658,  # p_31 x table shown
        1.1675039880827358,  # p_31 x table takes
        0.5995606838211759,  # p_31 x table seen
        -0.5463908985015853,  # p_31 x eagerness
        0.5919349127938728,  # p_31 x least eager
        0.516798969482134,  # p_31 x mark
        0.5639654632981977,  # p_31 x greed
        -0.03471438010872917,  # showdown x table 31 rate
        0.054600456768936684,  # showdown x table rounds
        -0.019088690615060515,  # showdown x table knock
        -0.2642244560787598,  # showdown x table shown
        -0.08469726988362637,  # showdown x table takes
        0.8252994385423151,  # showdown x table seen
        -0.6437098927518327,  # showdown x eagerness
        0.21356649209892545,  # showdown x least eager
        0.12974337827221089,  # showdown x mark
        0.05618161228048576,  # showdown x greed
        0.8587650557287878,  # heads-up x one
        -0.15224170793278252,  # heads-up x logit p_31
        -0.009224831760066027,  # heads-up x logit showdown
        -0.06251370531008134,  # heads-up x logit p_lowest
        -3.967226601811137,  # heads-up x knocked
        -0.05444357053686963,  # heads-up x rounds
        -0.008304351756011503,  # heads-up x table 31 rate
        -0.0021285194831460654,  # heads-up x table rounds
        -0.1835663447746737,  # heads-up x table knock
        -0.004989058211925974,  # heads-up x table shown
        0.6517771009722089,  # heads-up x table takes
        -1.0876370940466118,  # heads-up x table seen
        0.29209934178051716,  # heads-up x eagerness
        0.29209934178051716,  # heads-up x least eager
        0.12786498976806066,  # heads-up x mark
        0.1071421486810119,  # heads-up x greed
        0.261106788635959,  # showdown none
        0.17303937755185003,  # showdown one or two
        -0.09497203291626462,  # knocked x showdown
        -0.4191707141348399,  # knocked x showdown none
    ),
    showdown=(
        -0.20231580817056313,  # one
        -0.0009414291160151918,  # logit p_31
        0.7703946176088323,  # logit showdown
        0.062223284327757596,  # logit p_lowest
        0.11944201752497771,  # knocked
        0.2361500855888879,  # knock chosen
        0.06233313451981853,  # rounds in hand
        -0.6723789129352643,  # 1 / opponents
        -0.02872487874112011,  # own lives
        -0.007115807322880175,  # fewest lives
        -0.10190725917463873,  # table 31 rate
        -0.029122968884915185,  # table rounds
        0.07083892011807488,  # table knock
        0.02918505353753252,  # table shown
        0.14726997043714243,  # table takes
        0.38331985955260683,  # table seen
        -0.017670120760756473,  # eagerness
        0.02112129568113313,  # least eager
        -0.11888917156717789,  # mark
        -0.062382489378708994,  # greed
        -0.08923545895859698,  # p_31 x table 31 rate
        -0.009938329543275344,  # p_31 x table rounds
        0.07045616758479117,  # p_31 x table knock
        0.0003623274458179249,  # p_31 x table shown
        0.0077938837432861485,  # p_31 x table takes
        0.2326070337001796,  # p_31 x table seen
        -0.04837603580839159,  # p_31 x eagerness
        0.04030645299195889,  # p_31 x least eager
        -0.07258882866102591,  # p_31 x mark
        -0.10314979768671322,  # p_31 x greed
        -0.10782019346800928,  # showdown x table 31 rate
        -0.03892988661563226,  # showdown x table rounds
        0.18230513312597837,  # showdown x table knock
        0.01029154822414698,  # showdown x table shown
        0.5829577578132797,  # showdown x table takes
        0.8322253164524235,  # showdown x table seen
        -0.0977759790830364,  # showdown x eagerness
        0.03104743013023291,  # showdown x least eager
        -0.021008612713035488,  # showdown x mark
        -0.11014598265693866,  # showdown x greed
        0.06923453072162758,  # heads-up x one
        -0.09253953581456051,  # heads-up x logit p_31
        -0.3390296256527927,  # heads-up x logit showdown
        0.032648263508727564,  # heads-up x logit p_lowest
        0.03520243401533092,  # heads-up x knocked
        -0.04314386000850254,  # heads-up x rounds
        -0.008598093452087008,  # heads-up x table 31 rate
        0.042469417141212974,  # heads-up x table rounds
        0.03170776056491713,  # heads-up x table knock
        -0.04938450759893174,  # heads-up x table shown
        -0.26950435742260115,  # heads-up x table takes
        -0.622872253226505,  # heads-up x table seen
        0.010650488913967266,  # heads-up x eagerness
        0.010650488913967266,  # heads-up x least eager
        -0.04195990697698724,  # heads-up x mark
        -0.03286812707195452,  # heads-up x greed
        -1.1217216281296658,  # showdown none
        -0.3075263456765641,  # showdown one or two
        -0.07269659016335785,  # knocked x showdown
        -0.4244008039305213,  # knocked x showdown none
    ),
    lowest=(
        -0.3735574405719181,  # one
        -0.01779410735636368,  # logit p_31
        -0.068727835363705,  # logit showdown
        0.9074698385432493,  # logit p_lowest
        0.4923145987144367,  # knocked
        0.019746287537792864,  # knock chosen
        0.04870640974048844,  # rounds in hand
        -0.4658471134438377,  # 1 / opponents
        -0.02605369887801312,  # own lives
        0.02954868059433,  # fewest lives
        -0.17308078427802528,  # table 31 rate
        -0.09757414739715962,  # table rounds
        -0.12938052483090645,  # table knock
        -0.03132361066230876,  # table shown
        0.40871904075190035,  # table takes
        0.1072424385313231,  # table seen
        0.21349413656318902,  # eagerness
        -0.16081027637918086,  # least eager
        0.043747852572740366,  # mark
        -0.04705538624666056,  # greed
        -0.10939542003839023,  # p_31 x table 31 rate
        0.009428922001824517,  # p_31 x table rounds
        -0.0640382864806159,  # p_31 x table knock
        -0.04475172757194071,  # p_31 x table shown
        0.2541773798061261,  # p_31 x table takes
        -0.18011341006156512,  # p_31 x table seen
        0.2582008333465819,  # p_31 x eagerness
        -0.1210503077948176,  # p_31 x least eager
        0.006455791656858578,  # p_31 x mark
        -0.14532904579617098,  # p_31 x greed
        -0.1638501223144115,  # showdown x table 31 rate
        -0.09249981963183337,  # showdown x table rounds
        -0.0746336923536437,  # showdown x table knock
        0.09365102071442677,  # showdown x table shown
        0.5219305531230025,  # showdown x table takes
        0.5103211592002407,  # showdown x table seen
        -0.1194814390293237,  # showdown x eagerness
        -0.0136242658711723,  # showdown x least eager
        0.06854876916399587,  # showdown x mark
        0.024885309258449537,  # showdown x greed
        0.2978231035431452,  # heads-up x one
        -0.04931998269833718,  # heads-up x logit p_31
        -0.24216461878517365,  # heads-up x logit showdown
        -0.0833122824436829,  # heads-up x logit p_lowest
        0.21746433645655908,  # heads-up x knocked
        -0.027537924805964654,  # heads-up x rounds
        0.024689936683609845,  # heads-up x table 31 rate
        0.11246787814152302,  # heads-up x table rounds
        0.03205232071266651,  # heads-up x table knock
        0.004943975148228541,  # heads-up x table shown
        -0.25006108884152284,  # heads-up x table takes
        -0.6173186807891996,  # heads-up x table seen
        -0.01654424204237411,  # heads-up x eagerness
        -0.01654424204237411,  # heads-up x least eager
        -0.08378225955549551,  # heads-up x mark
        -0.07945888105558785,  # heads-up x greed
        -1.1945705772518882,  # showdown none
        -0.2895041578520468,  # showdown one or two
        0.08717227808589491,  # knocked x showdown
        -0.34586240334609497,  # knocked x showdown none
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
                -0.6516667753313575,  # one
                -0.048837993850338116,  # logit p_31
                0.1832097700739867,  # logit showdown
                -0.23587183558774802,  # logit p_lowest
                0.7534547489701569,  # knocked
                0.7198315454322157,  # knock chosen
                -0.0858114501640581,  # rounds in hand
                -0.0032368902560689626,  # showdown none
                0.008420901479167929,  # knocked x showdown none
            ),
            showdown=(
                0.01691124080215616,  # one
                -0.024337077424604617,  # logit p_31
                0.020442801786390026,  # logit showdown
                0.01884690786613238,  # logit p_lowest
                -0.02838680665840945,  # knocked
                -0.037416536561610085,  # knock chosen
                -0.05181214015650634,  # rounds in hand
                -0.30005062623428835,  # showdown none
                -0.07766690669906245,  # knocked x showdown none
            ),
            lowest=(
                0.21440200127293785,  # one
                0.034841737422020444,  # logit p_31
                -0.06886047223848182,  # logit showdown
                0.13919017030867453,  # logit p_lowest
                -0.10493905380152342,  # knocked
                0.07359797528759926,  # knock chosen
                -0.060051014245462164,  # rounds in hand
                -0.5431766036780635,  # showdown none
                0.3222426787794106,  # knocked x showdown none
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
                -0.9683566788138386,  # one
                0.017498509667265964,  # logit p_31
                0.27578427173765674,  # logit showdown
                -0.35383672828745627,  # logit p_lowest
                1.1095599595438028,  # knocked
                1.4033835364734843,  # knock chosen
                -0.12992460807969897,  # rounds in hand
                -0.23192994256287858,  # showdown none
                0.333971052471051,  # knocked x showdown none
            ),
            showdown=(
                0.14507328186285282,  # one
                -0.016695511846079238,  # logit p_31
                0.11329804007808719,  # logit showdown
                -0.0221460076446405,  # logit p_lowest
                -0.004807639097102593,  # knocked
                -0.38299672557000414,  # knock chosen
                -0.07662242669307014,  # rounds in hand
                -0.9161004747387905,  # showdown none
                0.8484859373544942,  # knocked x showdown none
            ),
            lowest=(
                0.2811923515173227,  # one
                0.040664137143629576,  # logit p_31
                -0.03886166865521474,  # logit showdown
                0.1286334743152195,  # logit p_lowest
                -0.09448236439074213,  # knocked
                -0.19527947316335903,  # knock chosen
                -0.09430255594854453,  # rounds in hand
                -1.5017335156383826,  # showdown none
                1.5695047024899085,  # knocked x showdown none
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
                -0.024442428642185085,  # one
                0.041562582675684884,  # logit p_31
                0.03756824384566959,  # logit showdown
                -0.11250307310218494,  # logit p_lowest
                1.070706023618243,  # knocked
                0.5399868058786005,  # knock chosen
                -0.15360442909570718,  # rounds in hand
                -0.3680199819627743,  # showdown none
                -0.16445249097932632,  # knocked x showdown none
            ),
            showdown=(
                0.08070032972746825,  # one
                -0.0023871258226311172,  # logit p_31
                0.03283725772583384,  # logit showdown
                0.00021413855439166577,  # logit p_lowest
                0.046097467848116025,  # knocked
                -0.13348667041949727,  # knock chosen
                -0.02537993386874083,  # rounds in hand
                -0.4608169176336834,  # showdown none
                0.19649204516429197,  # knocked x showdown none
            ),
            lowest=(
                0.361587500498635,  # one
                0.04749895097848731,  # logit p_31
                0.11207897346501057,  # logit showdown
                -0.011463373157976752,  # logit p_lowest
                0.02214619764482511,  # knocked
                -0.029066266030039204,  # knock chosen
                -0.015160720423263059,  # rounds in hand
                -0.7721699304302637,  # showdown none
                0.7089629697328772,  # knocked x showdown none
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
                -0.014923188367064424,  # one
                -0.06449508531186297,  # logit p_31
                -0.13015406900803017,  # logit showdown
                0.10392926438007578,  # logit p_lowest
                0.08167289123287452,  # knocked
                0.27855915603760717,  # knock chosen
                -0.11389740432147308,  # rounds in hand
                -0.1374942616571694,  # showdown none
                -0.7167663652972441,  # knocked x showdown none
            ),
            showdown=(
                0.01441440556957432,  # one
                0.04017849497322571,  # logit p_31
                -0.06567882441713953,  # logit showdown
                0.03509103231293924,  # logit p_lowest
                0.1845043677640182,  # knocked
                0.11208897875682695,  # knock chosen
                0.001701976820458539,  # rounds in hand
                0.06001295007903564,  # showdown none
                0.5859827667938352,  # knocked x showdown none
            ),
            lowest=(
                0.12369765384828588,  # one
                0.055901687320615734,  # logit p_31
                0.03630754883448219,  # logit showdown
                -0.026257295104460333,  # logit p_lowest
                0.2833525913017923,  # knocked
                0.16804505546258586,  # knock chosen
                0.03474339411113931,  # rounds in hand
                -0.017396061494894127,  # showdown none
                0.666404465223353,  # knocked x showdown none
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
                -0.21794443652669043,  # one
                -0.24897046734962025,  # logit p_31
                0.1318862769173602,  # logit showdown
                0.013735464781081381,  # logit p_lowest
                -0.7060619029919306,  # knocked
                -0.42221753392400174,  # knock chosen
                0.05485734054224372,  # rounds in hand
                0.44731979368060637,  # showdown none
                0.016457049234172582,  # knocked x showdown none
            ),
            showdown=(
                0.02377367163429615,  # one
                0.027115232153359082,  # logit p_31
                0.03391816915260265,  # logit showdown
                0.002718372329185883,  # logit p_lowest
                0.12467552084676432,  # knocked
                0.21982515606604114,  # knock chosen
                0.007469038240993753,  # rounds in hand
                0.8125637102981143,  # showdown none
                -0.45414916903402686,  # knocked x showdown none
            ),
            lowest=(
                -0.3927700330228672,  # one
                -0.006497051809988162,  # logit p_31
                -0.18710823050460054,  # logit showdown
                0.0670078853295106,  # logit p_lowest
                0.21964846587892084,  # knocked
                0.17341829803273107,  # knock chosen
                -0.03294513121181103,  # rounds in hand
                0.4347054973527566,  # showdown none
                -0.7397858703156642,  # knocked x showdown none
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
                0.0009961706549677764,  # one
                -0.04238389613898279,  # logit p_31
                -0.09291839727318212,  # logit showdown
                0.042854215826975316,  # logit p_lowest
                -0.42358851007095955,  # knocked
                -0.4083373413755762,  # knock chosen
                -0.002952997743438648,  # rounds in hand
                -0.2328337005176288,  # showdown none
                -0.10568427799208491,  # knocked x showdown none
            ),
            showdown=(
                -0.11136399637810553,  # one
                -0.050505657148588554,  # logit p_31
                -0.008372429332584898,  # logit showdown
                -0.015046312304534019,  # logit p_lowest
                -0.14645579033928124,  # knocked
                -0.12069665969717415,  # knock chosen
                0.019302789882756428,  # rounds in hand
                0.15996571867172948,  # showdown none
                -0.046416355595546015,  # knocked x showdown none
            ),
            lowest=(
                -0.17880272965077573,  # one
                -0.09066460215812586,  # logit p_31
                0.11112551157170039,  # logit showdown
                -0.13171215410546458,  # logit p_lowest
                -0.13700083984601089,  # knocked
                -0.08516460948606627,  # knock chosen
                0.0344755410401914,  # rounds in hand
                0.17952375292321013,  # showdown none
                -0.027784433368504426,  # knocked x showdown none
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
                -0.40651794121351287,  # one
                -0.18424151490514123,  # logit p_31
                0.07855241002467017,  # logit showdown
                -0.04299775772805439,  # logit p_lowest
                -0.328652282631122,  # knocked
                -0.2890044132038162,  # knock chosen
                0.07266511572835592,  # rounds in hand
                -0.021515520564736483,  # showdown none
                0.1360831284908509,  # knocked x showdown none
            ),
            showdown=(
                -0.11501884726130815,  # one
                -0.05978758019051044,  # logit p_31
                0.03210226824372034,  # logit showdown
                -0.01275802321083352,  # logit p_lowest
                -0.08823372049430891,  # knocked
                -0.1366604128461633,  # knock chosen
                -0.008801259648304338,  # rounds in hand
                0.13610301419245244,  # showdown none
                0.13551886375016667,  # knocked x showdown none
            ),
            lowest=(
                -0.2253538419446129,  # one
                -0.06404204237452969,  # logit p_31
                -0.0502986308338327,  # logit showdown
                0.02238653805084115,  # logit p_lowest
                -0.1021939515378915,  # knocked
                -0.09440497969602861,  # knock chosen
                -0.01935043990153201,  # rounds in hand
                0.04948634831628424,  # showdown none
                0.11810060427147126,  # knocked x showdown none
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
                -0.24027645992291607,  # one
                -0.04512673403687756,  # logit p_31
                -0.19650768529913581,  # logit showdown
                0.07005830167100435,  # logit p_lowest
                -0.9786554408254613,  # knocked
                -1.155344877391649,  # knock chosen
                -0.030237662332523545,  # rounds in hand
                -0.7544411578666869,  # showdown none
                -0.05203949193267671,  # knocked x showdown none
            ),
            showdown=(
                -0.08906341871904232,  # one
                -0.025980995493974084,  # logit p_31
                -0.030747193600039077,  # logit showdown
                -0.02552766149085806,  # logit p_lowest
                -0.04602649050495466,  # knocked
                -0.15837872551109336,  # knock chosen
                0.0024549872403762975,  # rounds in hand
                0.28746754159841226,  # showdown none
                0.348256449879273,  # knocked x showdown none
            ),
            lowest=(
                0.026217451222153524,  # one
                -0.016378347835558766,  # logit p_31
                0.07292653347209568,  # logit showdown
                -0.09906814523720345,  # logit p_lowest
                0.038352887407955595,  # knocked
                -0.3315554784522635,  # knock chosen
                0.019736737833277503,  # rounds in hand
                0.18357465466900041,  # showdown none
                0.11268250689805163,  # knocked x showdown none
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
                -0.3400582389320042,  # one
                -0.23344850155322106,  # logit p_31
                0.18690862377668452,  # logit showdown
                -0.1817703338165821,  # logit p_lowest
                -0.1097282701658073,  # knocked
                -0.09060557493978894,  # knock chosen
                0.013908472965931224,  # rounds in hand
                0.03741190919321074,  # showdown none
                0.06961682516368232,  # knocked x showdown none
            ),
            showdown=(
                -0.12794924862994544,  # one
                -0.040815011912884294,  # logit p_31
                0.044807515293762305,  # logit showdown
                -0.056712183852031965,  # logit p_lowest
                0.02202289591273056,  # knocked
                -0.0614918460907106,  # knock chosen
                0.024699842109552797,  # rounds in hand
                -0.0956851841867454,  # showdown none
                -0.39426460146288184,  # knocked x showdown none
            ),
            lowest=(
                -0.19299017088386633,  # one
                -0.014079286007062125,  # logit p_31
                -0.023525131833206456,  # logit showdown
                -0.005274566074158648,  # logit p_lowest
                0.11363185988612168,  # knocked
                -0.03356142433575688,  # knock chosen
                0.04790609069597649,  # rounds in hand
                -0.19876777974118903,  # showdown none
                -0.31662980858665624,  # knocked x showdown none
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
                -0.04233455411348206,  # one
                -0.02427228904800546,  # logit p_31
                0.11300739614433476,  # logit showdown
                -0.16680080973688494,  # logit p_lowest
                0.9625174094672001,  # knocked
                0.36886549871804003,  # knock chosen
                -0.23746465193899438,  # rounds in hand
                -0.05602915134961215,  # showdown none
                0.05369320679240813,  # knocked x showdown none
            ),
            showdown=(
                0.27672525550051236,  # one
                0.03970646288033011,  # logit p_31
                0.0604652978162539,  # logit showdown
                -0.01929501999183654,  # logit p_lowest
                -0.018238937128907732,  # knocked
                -0.0876924310667002,  # knock chosen
                -0.0006555530934059632,  # rounds in hand
                -1.069663503792674,  # showdown none
                1.5219048153245376,  # knocked x showdown none
            ),
            lowest=(
                0.7282555391167984,  # one
                0.11679311562184892,  # logit p_31
                0.21541213701388046,  # logit showdown
                -0.07615914586286252,  # logit p_lowest
                0.011306253365397518,  # knocked
                0.013311206026448391,  # knock chosen
                0.008764094920893821,  # rounds in hand
                -1.4770659528303167,  # showdown none
                2.3353105719171854,  # knocked x showdown none
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
                0.26594608350836857,  # one
                0.09925117756895045,  # logit p_31
                -0.37292869371651066,  # logit showdown
                0.4265517630934139,  # logit p_lowest
                -0.6998813427909227,  # knocked
                0.09948374569703981,  # knock chosen
                -0.10458276023506369,  # rounds in hand
                0.2293955817446234,  # showdown none
                1.272863692521718,  # knocked x showdown none
            ),
            showdown=(
                -0.15125604578962726,  # one
                0.08212800386741115,  # logit p_31
                -0.03915425249466865,  # logit showdown
                -0.08105092854808849,  # logit p_lowest
                0.47989787003829665,  # knocked
                0.28749474209863907,  # knock chosen
                0.02860858735832166,  # rounds in hand
                -0.4755059755086392,  # showdown none
                0.583512147316989,  # knocked x showdown none
            ),
            lowest=(
                -0.1847682778582536,  # one
                -0.02296616791837524,  # logit p_31
                0.3048107586623492,  # logit showdown
                -0.3810131667582577,  # logit p_lowest
                0.533338218936566,  # knocked
                0.19734636143025341,  # knock chosen
                0.07333189867078167,  # rounds in hand
                0.002596944091569925,  # showdown none
                0.2977148570354845,  # knocked x showdown none
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
                -0.2815456838420014,  # one
                -0.06135772584377997,  # logit p_31
                -0.03798920161190703,  # logit showdown
                0.050658841905731784,  # logit p_lowest
                -0.01591925799514257,  # knocked
                0.061658616048592164,  # knock chosen
                -0.08003351446494317,  # rounds in hand
                0.5254842855767778,  # showdown none
                -0.6103456135287585,  # knocked x showdown none
            ),
            showdown=(
                0.19513794943128857,  # one
                0.03378948253502373,  # logit p_31
                -0.007450459720949981,  # logit showdown
                0.022284324142809092,  # logit p_lowest
                0.06970697966409933,  # knocked
                -0.08050082222436712,  # knock chosen
                -0.03919054507678557,  # rounds in hand
                -1.9196410830672417,  # showdown none
                -0.5478762062838365,  # knocked x showdown none
            ),
            lowest=(
                0.015768063624220237,  # one
                0.0929944154431716,  # logit p_31
                -0.3844603335097499,  # logit showdown
                0.3773438084891657,  # logit p_lowest
                -0.045143065520830084,  # knocked
                0.012651143655875217,  # knock chosen
                0.0012518023889946898,  # rounds in hand
                0.037594665963982365,  # showdown none
                -1.96658726758677,  # knocked x showdown none
            ),
        ),
    ),
)
