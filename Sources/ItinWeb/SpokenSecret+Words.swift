extension SpokenSecret {
  /// The 2,048 words a spoken secret is made of, 11 bits each.
  ///
  /// Chosen by hand for a listener who takes an address down by ear and
  /// types it back: common English words of three to seven letters, none
  /// with a common word that sounds the same and is spelled otherwise
  /// ("night", "knight"), none spelled two ways ("color", "colour"), none
  /// with a silent first letter, and no two with the same first four
  /// letters, so that those four alone name a word.
  static let words: [Substring] = """
    able about above acid acorn acre acrobat actor adapt add admit adobe adult advice aerial
    affair afraid after again agent agree ahead aim air airport alarm album alcove alert alien
    alley allow almanac almond alone alpha alpine already also alter always amber amid amigo
    amount ample amulet amuse anchor ancient angel angle angry animal ankle annual answer ant
    anthem antler anvil apart apex apple april apron arch arctic area arena argon argue aria arm
    armada army aroma around arrive arrow arsenal art artist ascent ash aside ask aspen asphalt
    assist atlas atom atrium attic auburn audio august aura aurora auto autumn avenue aviator
    avid avocado awake award away awful axis baby bacon badge bagel bagpipe bail bake balance
    balcony bald ball bamboo banana band banjo bank banner barber barley barn baron barrel base
    basil basket bass bat bath battery bayou bazaar beach bead beagle beak beam bean beard
    beauty beaver bed bee beef beetle begin behind believe bell belt bench beret best better
    beyond bicycle big bike bird birth biscuit bison bitter black blade blanket blast blazer
    blend bless blimp blind block bloom blossom blot blouse blue bluff blur blush board boat
    bobcat body bog boil bold bolt bone bonfire bonnet bonus book boost boot border borrow boss
    bottle bounce bowl box boxer boy bracket brain bramble branch brass brave bread breeze brick
    bridge brief bright brim bring brisk bronze brook brother brown brush bubble bucket bud
    budget buffalo bug bugle build bulb bulk bundle bunker burden burger burrito burst bus bush
    butler butter buzz cab cabbage cabin cable cactus cadet cage cake calf caliber calm camel
    camp canal candle cannon canoe canvas canyon cap cape capital captain car caramel carbon
    card cargo carpet carrot cart case cash casino cask castle casual cat catalog catch catfish
    cattle cause cave cedar ceiling celery cellar cement census chair chalk change chapter
    charge chase cheese chef cherry chess chicken chief child chimney chin choice chop chorus
    chowder cider cinema circle citizen citrus city civil claim clam clan clap clarify claw clay
    clean clerk clever click client cliff climb clinic clip clock clog close cloth cloud clover
    clown club clump cluster coach coal coast coat cob cobalt cobra coconut cod code coffee coil
    coin collect column comb comet comfort comic common company concert conduct cone confirm
    cookie copper coral core cork corn correct cosmos cost cotton couch cougar country couple
    cousin cover cow cowboy coyote crab cradle craft crane crater crawl crayon cream credit
    creek crew crib cricket crimson crisp critic crop cross crouton crowd cruise crumb crystal
    cub cube cuff cup cupcake curb curious current curtain curve cushion custom cycle cypress
    dad daisy dam damp dance danger daring dart dash dawn day deal debate decade decide deck
    deed defense degree delay deliver delta demand den denim dentist depart depth deputy derby
    desert design desk dessert detail device devote dial diamond diary diesel diet digital dime
    dingo dinner direct dish display diver divide dock doctor dog doll dolphin domain dome
    domino donkey donor door dot double dove draft dragon drama drawer dream dress drift drill
    drink drip drive drum duck duel dune during dusk dust dutch duty dwarf dynamo eager eagle
    early earn earth easel easily east easy ebb echo eclipse ecology edge edit educate effort
    egg elbow elder elegant element elf elite elk elm else embark ember emblem emerald emotion
    empire empty emu enable energy engine enjoy enough enrich enter entire entry epic episode
    equal equip era erase erode erosion error escape escort essay estate eternal ethics evening
    evolve exact example excess excite exclude excuse execute exhaust exhibit exist exit exotic
    expand expect explain express extend extra fable fabric face faculty fade faint faith falcon
    fall family famous fan fancy fantasy farm fashion father fault fawn feature federal fee feed
    fence fennel fern ferret fetch fever few fiber fiction fiddle field fig figure file film
    filter fin final finch find finger finish fire firm first fiscal fish fitness fizz flag
    flame flannel flash flat flax fleet flicker flight flint flip float flock floor florist
    fluid flute flux fly foam focus fog foil fold folk follow fondue font food foot force forest
    forget fork fortune forum forward fossil foster found fowl fox fragile frame freckle fresh
    friend fringe frisbee frog front frost frozen fruit fudge fuel fume fun funny furnace fury
    fuse future gadget galaxy gale gallery game gap garage garden garlic garment gas gasp gate
    gather gauge gaze gear gecko gem general genius genre gentle genuine gesture geyser ghost
    giant gift giggle ginger giraffe girl give glacier glad glance glare glass glen glide
    glimpse globe glory glove glow glue glum goal goat goblet goddess gold golf gondola gong
    good goose gopher gorilla gospel gossip govern gown grab grace grain grant grape grass
    gravity green grid grit grizzly grocery group grow grunt guard guava guess guide guitar gull
    gum gumbo gust gutter gym habit haddock half halibut halo hamlet hammer hamster hand happy
    hard harmony harp harvest hat hatchet have hawk hay hazard hazel head health heap heart
    heavy height hello helmet help hen herb hero hickory hidden high hike hiking hill hilt hint
    hip hippo hire history hive hobby hockey hold holiday hollow home honey hood hoop hope horn
    horse hose host hotel hover hub huge hulk hull human humble hummus hundred hungry hunt
    hurdle hurry husband husky hut hybrid hyena ice icon idea igloo ignore iguana ill image
    imitate immense immune impact impose improve impulse inch include income index indoor infant
    inform inhale inherit initial inject ink inkwell inner input inquiry insect inside inspire
    install intact into invest invite involve iris iron island isolate issue item ivory jacket
    jade jaguar jam jar jasmine javelin jazz jealous jelly jester jet jewel jigsaw job jockey
    jog join joke jolt journey joy judge juggler juice jukebox jump jungle junior junk just
    kayak keen keep keg kelp kernel ketchup kettle kick kid kiln kin kind kingdom kiss kit
    kitchen kite kitten kiwi koala lab label lace ladder lady lagoon lake lamb lamp lane lantern
    lapel laptop lard large lark lash lasso latch later latin lattice laugh laundry laurel lava
    law lawn layer lazy leader leaf learn leave lecture ledger leek left leg legal legend
    leisure lemon lend length lens lentil leopard lesson letter level liberty library license
    lid life lift light like lilac lily limb lime limit linen link lint lion liquid list little
    live lizard llama load loaf lobe lobster local lock locust loft log logic lonely long loop
    lottery lotus loud lounge love loyal lucky luggage lullaby lumber lump lunar lunch lure lush
    luxury lyrics macaw machine mad magenta magic magnet main major make mallard mammal man
    manage mandate mango mansion mantle manual maple marble march margin marine market marlin
    marmot marshal mascot mask mass master mat match math matrix matter maximum maze meadow mean
    measure medal media melody melt member memory mention menu mercy merge merit merry mesa mesh
    message metal meteor method middle mild milk million mimic minimum mink minnow minute
    miracle mirror miss mistake mitten mix mixed mixture moat mobile mocha model modify mohair
    mole mom moment monitor monkey monster month moon mop moral more mosaic moss mother motion
    motor mouse move movie much muffin mug mule mural museum music must mutual myself mystery
    myth nacho nail naive name nap napkin narrow nation nature navy near neck nectar need
    neglect neither nephew nerve nest net network neutral never news next nice nickel noble
    noise nomad nominee noodle nook normal north nose notable note nothing notice nova novel now
    nuclear number nurse nut nutmeg oak oasis oat oath oatmeal obey object oblige oboe obscure
    observe obtain obvious occur ocean october off offer office often oil okay old olive olympic
    omelet omit once onion online only opal open opera opinion oppose option orange orbit orca
    orchard order organ orient orphan osprey ostrich other otter outdoor outer output outside
    oval oven over owl own owner oxygen oyster ozone pact pad paddle page palace palm pan panda
    panel panic panther paper paprika parade parent park parrot parsley party pass pastry patch
    path patient patrol pattern pave paw payment peach peanut pebble pecan pelican pen penalty
    pencil penguin peony people pepper perch perfect perk permit person pest pet petal pewter
    phone photo phrase piano piccolo pickle picnic picture pig pigeon pike pill pilot pin pine
    pink pinto pioneer pipe pirate pitch pizza place planet plastic plate play plaza please
    pledge pluck plug plunge pod poem poet point polar police polka poncho pond pony pool poplar
    popular porch pork portion pot potato pottery powder power praise predict prefer prepare
    present pretty prevent price pride primary print private prize problem process produce
    program project promote proof prosper protect proud provide prow pub public puck puffin pull
    pulp pulse puma punch pupil puppy purity purse push puzzle quail quick quilt quince quit
    quiz quote rabbit race rack radar radio raft rag rail raisin rake rally ram ramp ranch
    random range rapid rare rat rather rattle raven razor ready reason rebel recall recipe
    record reduce reef reform refuse region regret reject relax relief rely remain remind remove
    render renew rent reopen repair repeat report rescue resist result retire return reveal
    review reward rib ribbon rice rich riddle ride ridge rink ripple risk ritual rival river
    roast robe robin robot robust rocket rod rodeo romp roof rookie room rope rough round royal
    rubber ruby rug rule run rune runway rural rust sack sad saddle safe sage salad salmon salon
    salsa salt salute same sample sand sap sash save saw say scale scan scare scheme school
    scone scout scrap screen script scrub search season seat second secret seed seek select
    senior sense sequin series settle setup seven shadow shaft share shed shell shield shift
    shine ship shiver shock shoe shoot shop short shove shrimp shrug shy sick side sign silent
    silk silly silo silt silver simple since sing sip siren sister six size skate sketch ski
    skill skin skirt skit skull slab slam sled sleep slice slide slight slim slogan slot slow
    slug slush small smart smile smog smoke smooth snack snag snake snap sniff snow snug soap
    soccer social sock soda soft soil solar solid solve song sonnet soon sorry sort sound soup
    south space spare spawn speak speed spell spend sphere spice spider spike spin spirit split
    spoil spoon sport spot spray spread spring sprout spruce spud spy square stable staff stage
    stamp stand start state stay stem step stereo stew stick still sting stock stone stool story
    stove street strike strong stub stuff style sub submit subway such sudden sugar suit summer
    sundae sunny sunset super supply sure surge survey swamp swan swap swarm swear swift swim
    swing switch symbol syrup system tab tabby table tackle taco tact tag talc talent talk tan
    tango tank tape tapir tar target tartan task taste tattoo tavern taxi teach teal team teapot
    tell ten tenant tennis tent term tern test text thank that theme then theory they thing this
    three thrive throw thumb thyme tiara ticket tidy tiger tile tilt timber time tin tiny tip
    tired title toad toast today toffee toga token tomato tomb tone tool tooth top topaz topic
    topple torch toss total tote toucan toward tower town toy track trade tragic train tram trap
    trash travel tray treat tree trend trial tribe trick trim trip trophy truck true truly trust
    truth try tub tube tulip tumble tuna tundra tunnel turban turkey turn turtle tusk tuxedo
    twelve twenty twice twig twin twist type unable uncle under undo unfair unfold unique unit
    unlock until unveil update uphold upon upper upset urban urge urn usage use used useful
    usual vacant vacuum vague valid valley valve van vanish vase vast vault veil velvet vendor
    venue verb verify very vessel vet viable video view violin virus visa visit visual vital
    vivid vocal voice void volt volume vote voyage wade waffle wage wagon walk wall walnut
    walrus wand want ward warm wasabi wash wasp waste water wax wealth weasel weaver web weird
    weld west wet whale what wheat wheel when wicker wide width wife wig wild will wilt win
    window wing wink winner winter wire wisdom wise wish wisp wolf woman wombat wonder wool word
    work world worry worth wren yak yam yard yarn yawn year yellow yen yodel yogurt yonder you
    young youth zebra zephyr zero zest zinc zip zipper zone zoo
    """.split(whereSeparator: \.isWhitespace)
}
