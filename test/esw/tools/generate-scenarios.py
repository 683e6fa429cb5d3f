# Writes the Epic Spell Wars conformance scenarios (test/scenarios/esw/*.json). Run: python3 test/esw/tools/generate-scenarios.py
import json, os
import pathlib
OUT=str(pathlib.Path(__file__).resolve().parents[2] / 'scenarios' / 'esw')
for f in os.listdir(OUT): os.remove(os.path.join(OUT,f))
n=0
def sc(slug, name, rules, players, position, actions, expect, seed='scenario'):
    global n
    n+=1
    doc={'game':'esw','name':name,'rules':rules,'setup':{'players':players,'seed':seed,'position':position},'steps':actions,'expect':expect}
    with open(f'{OUT}/{n:02d}-{slug}.json','w') as f: json.dump(doc,f,indent=2,ensure_ascii=False); f.write('\n')
S=lambda c:{'card':c,'slot':'source'}
Q=lambda c:{'card':c,'slot':'quality'}
D=lambda c:{'card':c,'slot':'destination'}
W=lambda c,slot:{'card':c,'slot':slot}
A=lambda seat,action,err=False: ({'seat':seat,'action':action,'error':'esw.err.notOffered'} if err else {'seat':seat,'action':action})
OTH=[[S('s33'),Q('q33')],[S('s37'),Q('q38')],[S('s04'),Q('q02')],[S('s01'),Q('q03')],[S('s05'),Q('q29')]]
def first(spell,players):
    return [spell]+OTH[:players-1]
H0=['s33','s01','s02','s03','s05','s06','s07','s08']
H1=['q33','s37','q01','q02','q03','q05','q06','q08']

sc('setup','Every wizard starts at 20 life with 8 cards and builds at once, in secret',['ESW-SETUP-3','ESW-DRAW-1','ESW-PLACE-4','ESW-SETUP-9'],4,{},[],
   {'life':[20,20,20,20],'handSize':[8,8,8,8],'phase':'build','round':1,'turn':1,
    'prompts':[{'seat':0,'kind':'buildSpell'},{'seat':1,'kind':'buildSpell'},{'seat':2,'kind':'buildSpell'},{'seat':3,'kind':'buildSpell'}]})
sc('max-life','Healing stops at 25 life',['ESW-SETUP-4','ESW-SETUP-5','ESW-LIFE-2'],2,{'life':[24,20],'spells':[[S('s33')],[Q('q33')]]},[],
   {'life':[25,22],'events':['P1 heals 1 (25 life)']})
sc('build-three','A draft holds at most three cards; then only take-back and lock are offered',['ESW-BUILD-6','ESW-AMB-12'],2,
   {'hands':[['s01','q03','d19','s17','q17','d02','w1','s33'],None]},
   [A(0,{'type':'add','card':'s01','slot':'source'}),A(0,{'type':'add','card':'q03','slot':'quality'}),A(0,{'type':'add','card':'d19','slot':'destination'})],
   {'prompts':[{'seat':0,'kind':'buildSpell','choices':['r-s01','r-q03','r-d19','lock']},{'seat':1,'kind':'buildSpell'}],'handSize':[8,8]})
sc('build-fourth-refused','A fourth card is refused',['ESW-BUILD-6','ESW-AMB-12'],2,
   {'hands':[['s01','q03','d19','s17','q17','d02','w1','s33'],None]},
   [A(0,{'type':'add','card':'s01','slot':'source'}),A(0,{'type':'add','card':'q03','slot':'quality'}),A(0,{'type':'add','card':'d19','slot':'destination'}),
    A(0,{'type':'add','card':'s17','slot':'source'},True)],
   {'phase':'build'})
sc('lock-empty-refused','An empty spell cannot be locked; a locked wizard gets no more prompts',['ESW-AMB-11','ESW-BUILD-8','ESW-PLACE-1'],2,
   {'hands':[['s01','q03','d19','s17','q17','d02','w1','s33'],None]},
   [A(0,{'type':'lock'},True),A(0,{'type':'add','card':'s01','slot':'source'}),A(0,{'type':'lock'}),A(0,{'type':'add','card':'q03','slot':'quality'},True)],
   {'prompts':[{'seat':1,'kind':'buildSpell'}],'handSize':[7,8],'events':['P1 has locked in a spell.']})
sc('wild-any-slot','Wild Magic may go in any slot; other cards only in their own',['ESW-WILD-2','ESW-WILD-3','ESW-BUILD-21','ESW-PLACE-5'],2,
   {'hands':[['w1','s01','q03','d19','s17','q17','d02','s33'],None]},[A(0,{'type':'add','card':'s01','slot':'quality'},True)],
   {'prompts':[{'seat':0,'kind':'buildSpell','choices':['a-w1-s','a-s01-s','a-s17-s','a-s33-s','a-w1-q','a-q03-q','a-q17-q','a-w1-d','a-d19-d','a-d02-d']},{'seat':1,'kind':'buildSpell'}]})
sc('invalid-fix','An invalid spell is fixed at reveal by its owner removing cards',['ESW-BUILD-17','ESW-BUILD-22','ESW-BUILD-23','ESW-BUILD-24','ESW-REVEAL-2','ESW-AMB-12'],2,
   {'spells':[[S('s01'),S('s17')],[Q('q33')]]},[A(0,{'type':'fix','card':'s17'})],
   {'events':['P2 casts','P1 reveals: Professor Quibblestone, Blazemund','P1 removes Blazemund','Professor Quibblestone resolves'],'eventsAbsent':['Blazemund resolves'],'mainDiscardIncludes':['s17'],'life':[20,20]})
sc('invalid-prompt','The fix prompt offers only the cards of the duplicated slot',['ESW-BUILD-18','ESW-BUILD-24','ESW-AMB-13'],2,
   {'spells':[[S('s01'),Q('q03'),W('w1','quality')],[S('s33')]]},[],
   {'prompts':[{'seat':0,'kind':'fixSpell','choices':['f-q03','f-w1']}]})
sc('order-count','One-card spells resolve before two, two before three',['ESW-ORDER-1','ESW-ORDER-2','ESW-ORDER-14'],3,
   {'spells':[[S('s33'),Q('q33'),D('d37')],[S('s04')],[S('s37'),Q('q38')]],'dice':[3]},[],
   {'events':['P1 declares 3','P2 declares 1','P3 declares 2','P2 casts','P3 casts','P1 casts']})
sc('order-initiative','Same count: the higher Initiative resolves first',['ESW-ORDER-3','ESW-ORDER-7','ESW-BUILD-4'],2,
   {'spells':[[D('d19')],[D('d18')]],'dice':[1,1]},[],
   {'events':['P1 announces Initiative 4','P2 announces Initiative 17','P2 casts','P1 casts']})
sc('order-alone-no-announce','A wizard alone in their count group announces no Initiative',['ESW-ORDER-4','ESW-ORDER-10'],2,
   {'spells':[[D('d19')],[S('s33'),D('d18')]],'dice':[1,1]},[],
   {'events':['P1 casts','P2 casts'],'eventsAbsent':['announces Initiative']})
sc('order-no-destination','No Destination counts as Initiative 0',['ESW-ORDER-6'],2,
   {'spells':[[S('s33')],[D('d30')]],'dice':[1]},[],
   {'events':['P1 announces Initiative 0','P2 announces Initiative 1','P2 casts','P1 casts']})
sc('order-wild-destination','Wild Magic in the Destination slot counts as Initiative 0',['ESW-ORDER-6','ESW-WILD-4','ESW-ORDER-13'],2,
   {'spells':[[W('w1','destination')],[D('d30')]],'mainTop':['d01'],'dice':[1,1]},[],
   {'events':['P1 announces Initiative 0','P2 announces Initiative 1','P2 casts','P1 casts']})
sc('order-tie-dice','Tied Initiative: each tied wizard rolls, the higher resolves first',['ESW-ORDER-8','ESW-ORDER-9','ESW-POWER-12'],2,
   {'spells':[[D('d19')],[D('d39')]],'dice':[2,5]},[],
   {'events':['P1 rolls 2','P2 rolls 5','P2 casts','P1 casts']})
sc('order-example','The rulebook example: 2 cards first, then Initiative 18, then the 14s by dice after the 18 has resolved',['ESW-ORDER-T1','ESW-EX-1','ESW-ORDER-10','ESW-ORDER-12'],4,
   {'life':[20,19,18,17],'spells':[[S('s33'),Q('q33'),D('d01')],[S('s37'),Q('q38'),D('d09')],[S('s04'),Q('q02'),D('d29')],[S('s34'),Q('q35')]],'dice':[3,2,5,1,2,6]},[],
   {'events':['P4 casts','P1 announces Initiative 18','P2 announces Initiative 14','P3 announces Initiative 14','P1 casts','P2 rolls 2','P3 rolls 5','P3 casts','P2 casts']})
sc('order-tie-three','Three-way tie: one round of rolls ranks all; those still tied re-roll among themselves',['ESW-AMB-15','ESW-ORDER-8'],3,
   {'spells':[[S('s33')],[Q('q33')],[S('s37')]],'dice':[4,4,2,6,1]},[],
   {'events':['P1 rolls 4','P2 rolls 4','P3 rolls 2','P1 rolls 6','P2 rolls 1','P1 casts','P2 casts','P3 casts']})
sc('order-count-change','A spell that loses a card moves up in the order',['ESW-ORDER-11','ESW-ADD-8','ESW-AMB-16'],3,
   {'spells':[[S('s29')],[S('s01'),Q('q03'),D('d19')],[S('s17'),Q('q17'),D('d07')]],'dice':[1]},[],
   {'events':['P1 casts','The die shows 1: P2 is the target','from their face-down spell, which now holds 2 cards','P2 casts','P3 casts']})
sc('name-full','The name reads Source, Quality, Destination',['ESW-REVEAL-4','ESW-IMPL-13'],2,
   {'spells':[[D('d19'),Q('q17'),S('s17')],[S('s33')]],'dice':[2]},[],
   {'events':['casts “Blazemund Scorching Lightning Lariat”!'],'lastSpellName':'Blazemund Scorching Lightning Lariat'})
sc('name-substitutes','Missing Source: the wizard\'s name; missing Quality: nothing; missing Destination: a magic word',['ESW-REVEAL-6','ESW-REVEAL-7','ESW-REVEAL-8'],2,
   {'wizards':['z1','z2'],'spells':[[Q('q17')],[S('s33')]]},[],
   {'events':['P2 casts “Mother Mossbottom Conjuration”!','P1 casts “Krazzak the Unhinged Scorching Conjuration”!']})
sc('resolve-order','Source, then Quality, then Destination, whatever the placement order',['ESW-RESOLVE-1','ESW-RESOLVE-3','ESW-RESOLVE-5'],2,
   {'spells':[[D('d19'),Q('q17'),S('s17')],[S('s33')]],'dice':[2,2,2]},[],
   {'events':['Blazemund resolves','Scorching resolves','Lightning Lariat resolves'],'life':[20,15]})
sc('resolve-skip-empty','An empty slot is skipped',['ESW-RESOLVE-2','ESW-BUILD-14'],2,
   {'spells':[[S('s17'),D('d19')],[S('s33')]],'dice':[5,4]},[],
   {'events':['Blazemund resolves','Lightning Lariat resolves'],'life':[20,17]})
sc('resolve-discard','Resolved components are discarded; Treasures stay',['ESW-RESOLVE-6','ESW-RESOLVE-7'],2,
   {'spells':[[S('s04'),Q('q17')],[S('s33')]],'treasureTop':['t18']},[],
   {'mainDiscardIncludes':['s04','q17','s33'],'treasures':[['t18'],[]]})
sc('wild-replace','Wild Magic: reveal until the missing type, which joins; the rest is discarded; then the name',['ESW-WILD-6','ESW-WILD-7','ESW-WILD-8','ESW-WILD-11','ESW-REVEAL-3','ESW-REVEAL-9'],2,
   {'spells':[[S('s01'),W('w1','quality')],[S('s33')]],'mainTop':['d19','w2','s17','q17']},[],
   {'events':['Wild Magic in the Quality slot: 3 cards revealed','casts “Professor Quibblestone Scorching Conjuration”!','Scorching resolves'],'mainDiscardIncludes':['w1','d19','w2','s17'],'life':[20,19]})
sc('wild-twice','Each Wild Magic is replaced in turn',['ESW-WILD-9','ESW-WILD-10','ESW-WILD-5'],2,
   {'spells':[[W('w1','source'),W('w2','destination')],[S('s33')]],'mainTop':['q17','s17','d19'],'dice':[6,6]},[],
   {'events':['P1 declares 2','Wild Magic in the Source slot: 1 card revealed','Wild Magic in the Destination slot: 0 cards revealed','casts “Blazemund Lightning Lariat”!'],'life':[20,15]})
sc('power-one-die','A lone card rolls one die for its power',['ESW-POWER-1','ESW-POWER-3','ESW-POWER-6','ESW-POWER-10','ESW-BUILD-5'],2,
   {'spells':[[D('d39')],[S('s33')]],'dice':[3]},[],
   {'events':['Power roll for Root Tangle: 1 die, 3.','Total 3: row 1–4.','P2 takes 1 damage'],'life':[20,22]})
sc('power-three-dice','Three Primal cards roll three dice',['ESW-POWER-2','ESW-POWER-3','ESW-POWER-11'],2,
   {'spells':[[S('s38'),Q('q36'),D('d39')],[S('s04')]],'dice':[6,6,6],'treasureTop':['t23']},[],
   {'events':['Power roll for Root Tangle: 3 dice, 6 + 6 + 6.','Total 18: row 10–+.'],'life':[21,14]})
sc('power-counts-as','A Treasure that counts as a glyph adds a die',['ESW-POWER-5','ESW-GLYPH-4','ESW-POWER-4'],2,
   {'treasures':[['t02'],None],'spells':[[D('d02')],[S('s04')]],'dice':[3,5],'treasureTop':['t23']},[],
   {'events':['Power roll for Exam from Beyond: 2 dice, 3 + 5.','Total 8: row 5–9.','P2 takes 3 damage'],'life':[20,19]})
sc('power-extra-die','A Treasure can add a die to one glyph\'s rolls',['ESW-POWER-4'],2,
   {'treasures':[['t07'],None],'spells':[[D('d10')],[S('s04')]],'dice':[4,4],'treasureTop':['t23']},[],
   {'events':['Power roll for Coffin Kick: 2 dice, 4 + 4.'],'life':[20,19]})
sc('reroll-then-after-roll','Re-rolls first, then an after-roll Treasure reads the final total',['ESW-POWER-8','ESW-POWER-9','ESW-TREAS-5','ESW-TREAS-6'],2,
   {'treasures':[['t11','t14'],None],'spells':[[Q('q17'),D('d19')],[S('s04')]],'dice':[1,4,5],'treasureTop':['t23']},[],
   {'events':['Power roll for Lightning Lariat: 2 dice, 1 + 4.','Lucky Rabbit Skull re-rolls the ones: 5 + 4.','Total 9','P2 takes 3 damage','Grinning Abacus adds its bite on a total of 9','P2 takes 2 damage'],'life':[20,15]})
sc('targets-before-dice','The die-chosen target is rolled before the power roll',['ESW-POWER-7','ESW-TARGET-4','ESW-TARGET-15','ESW-RESOLVE-5'],3,
   {'spells':[[D('d21')],[S('s33')],[S('s37')]],'dice':[5,2]},[],
   {'events':['The die shows 5: P3 is the target','Power roll for Blizzard Bash: 1 die, 2.','P3 takes 2 damage']})
sc('strongest','The strongest foe has the most life',['ESW-TARGET-5','ESW-TARGET-13','ESW-TARGET-1'],4,
   {'life':[20,15,22,18],'spells':first([Q('q19')],4)},[],
   {'events':['Molten resolves, aimed at P3','P3 takes 3 damage']})
sc('strongest-tie','Tied strongest foes: the caster chooses',['ESW-TARGET-7','ESW-EX-2'],4,
   {'life':[20,22,22,18],'spells':first([Q('q19')],4)},[A(0,{'type':'target','seat':2})],
   {'events':['P1 chooses P3 as the target','P3 takes 3 damage']})
sc('strongest-tie-prompt','The tie is a prompt listing only the tied foes',['ESW-TARGET-7','ESW-IMPL-10'],4,
   {'life':[20,22,22,18],'spells':first([Q('q19')],4)},[A(0,{'type':'target','seat':3},True)],
   {'prompts':[{'seat':0,'kind':'chooseTarget','choices':['t-1','t-2']}]})
sc('not-own-opponent','The caster never counts as their own foe',['ESW-TARGET-8','ESW-TARGET-17'],3,
   {'life':[25,20,15],'spells':first([Q('q19')],3)},[],
   {'events':['Molten resolves, aimed at P2','P2 takes 3 damage (17 life left)']})
sc('weakest','The weakest foe has the least life',['ESW-TARGET-6'],4,
   {'life':[20,15,22,18],'spells':first([Q('q22')],4)},[],
   {'events':['Avalanching resolves, aimed at P2','P2 takes 2 damage']})
sc('stronger','A stronger foe has more life than the caster; equal life is neither',['ESW-TARGET-9','ESW-TARGET-11'],4,
   {'life':[15,20,15,10],'spells':first([S('s14')],4)},[],
   {'events':['Necrotina resolves, aimed at P2','P2 takes 3 damage']})
sc('stronger-choice','Several stronger foes: the caster chooses',['ESW-TARGET-12','ESW-AMB-22'],4,
   {'life':[15,20,18,10],'spells':first([S('s14')],4)},[],
   {'prompts':[{'seat':0,'kind':'chooseTarget','choices':['t-1','t-2']}]})
sc('stronger-none','No stronger foe: the effect has no target',['ESW-AMB-17'],3,
   {'life':[25,20,15],'spells':first([S('s14')],3)},[],
   {'events':['Necrotina resolves.'],'eventsAbsent':['takes 3 damage']})
sc('weaker','A weaker foe has less life than the caster',['ESW-TARGET-10'],3,
   {'life':[15,20,10],'spells':first([Q('q26')],3)},[],
   {'events':['Sneaky resolves, aimed at P3','P3 takes 3 damage']})
sc('die-three-foes','Die-chosen with three foes: 1–2 left, 3–4 next, 5–6 last',['ESW-TARGET-14','ESW-AMB-21'],4,
   {'spells':first([Q('q21')],4),'dice':[3]},[],
   {'events':['The die shows 3: P3 is the target','P3 takes 3 damage']})
sc('die-right-last','Clockwise from the left, the right foe is last (5–6)',['ESW-TARGET-16','ESW-SETUP-8'],4,
   {'spells':first([Q('q21')],4),'dice':[6]},[],
   {'events':['The die shows 6: P4 is the target']})
sc('die-two-foes','Die-chosen with two foes: 1–3 left, 4–6 the other',['ESW-AMB-1'],3,
   {'spells':first([Q('q21')],3),'dice':[4]},[],
   {'events':['The die shows 4: P3 is the target']})
sc('die-four-foes','Die-chosen with four foes: faces 1–4, re-roll 5–6',['ESW-AMB-1'],5,
   {'spells':first([Q('q21')],5),'dice':[5,4]},[],
   {'events':['The die shows 5, which names nobody','The die shows 4: P5 is the target']})
sc('die-five-foes','Die-chosen with five foes: faces 1–5, re-roll 6',['ESW-AMB-1'],6,
   {'spells':first([Q('q21')],6),'dice':[6,2]},[],
   {'events':['The die shows 6, which names nobody','The die shows 2: P3 is the target']})
sc('die-one-foe','One foe: no roll is needed',['ESW-AMB-1','ESW-AMB-5'],2,
   {'spells':[[Q('q21')],[S('s33')]]},[],
   {'events':['Steaming resolves, aimed at P2'],'eventsAbsent':['The die shows']})
sc('left-right','Left is the next seat clockwise, right the previous one',['ESW-TARGET-2','ESW-SETUP-8'],4,
   {'spells':[[S('s17'),Q('q14')],[S('s33')],[S('s37')],[S('s04')]]},[],
   {'events':['Blazemund resolves, aimed at P2','Grim resolves, aimed at P4']})
sc('left-skips-dead','Left and right skip dead wizards',['ESW-AMB-5','ESW-AMB-4'],4,
   {'alive':[True,False,True,True],'spells':[[S('s17')],None,[S('s37')],[S('s04')]]},[],
   {'events':['Blazemund resolves, aimed at P3']})
sc('each-foe','Every foe is hit',['ESW-TARGET-2'],4,
   {'spells':[[S('s19')],[Q('q33')],[S('s37')],[S('s04')]]},[],
   {'events':['Emberella Fizz resolves, aimed at P2, P3, P4']})
sc('self-heal','A healing spell targets its caster',['ESW-TARGET-3','ESW-TARGET-17'],2,
   {'life':[10,20],'spells':[[S('s33')],[Q('q33')]]},[],
   {'life':[13,22]})
sc('left-and-right-one-foe','Left and right with one foe: hit once',['ESW-AMB-5'],2,
   {'spells':[[S('s09')],[S('s33')]]},[],
   {'life':[21,22],'events':['P2 takes 1 damage']})
sc('reveal-add-order','Reveal and add: matching cards join their slot; the owner orders same-slot cards',['ESW-ADD-1','ESW-ADD-2','ESW-ADD-3','ESW-ADD-4','ESW-ADD-5','ESW-ADD-7','ESW-RESOLVE-4','ESW-MULTI-1','ESW-GLYPH-6'],2,
   {'spells':[[S('s02'),Q('q19'),D('d19')],[S('s33')]],'mainTop':['q01','d38'],'dice':[1,1]},[A(0,{'type':'order','card':'q01'})],
   {'events':['Overcomplicated is revealed and joins the spell','Beehive is revealed and discarded','P1 resolves Overcomplicated next','Overcomplicated resolves','P2 takes 2 damage','Molten resolves','Lightning Lariat resolves'],'life':[20,17]})
sc('reveal-order-prompt','Two unresolved Qualities: the owner is asked which goes first',['ESW-ADD-3','ESW-MULTI-2'],2,
   {'spells':[[S('s02'),Q('q19'),D('d19')],[S('s33')]],'mainTop':['q01','d38']},[],
   {'prompts':[{'seat':0,'kind':'orderCards','choices':['o-q19','o-q01']}]})
sc('late-added','A card added to an earlier slot resolves right after the current one',['ESW-AMB-18','ESW-ADD-9','ESW-ADD-6'],2,
   {'spells':[[Q('q07'),D('d19')],[S('s33')]],'mainTop':['s01','d38'],'dice':[1]},[],
   {'events':['Alphabetical resolves','Professor Quibblestone is revealed and joins','Professor Quibblestone resolves','Lightning Lariat resolves'],'mainDiscardIncludes':['s01','q07','d19','d38']})
sc('each-gain-treasure','"Each gain a Treasure": the caster and the target, face up',['ESW-TREAS-2','ESW-TREAS-3','ESW-TREAS-4','ESW-TREAS-9'],2,
   {'spells':[[Q('q04')],[S('s33')]],'treasureTop':['t18','t22']},[],
   {'treasures':[['t18'],['t22']]})
sc('treasure-mid-spell','A Treasure gained mid-spell applies to the same spell',['ESW-TREAS-7','ESW-AMB-23'],2,
   {'spells':[[Q('q02'),D('d19')],[Q('q33')]],'treasureTop':['t03'],'dice':[3,5]},[],
   {'events':['P1 gains the Treasure Salamander Socks','Power roll for Lightning Lariat: 2 dice, 3 + 5.']})
sc('per-treasure','Damage per Treasure owned',['ESW-TREAS-8'],2,
   {'treasures':[['t15','t22'],None],'spells':[[Q('q06')],[S('s04')]],'treasureTop':['t23']},[],
   {'life':[21,19],'events':['P2 takes 3 damage']})
sc('distinct-glyphs','Different glyphs count once each, Treasures included',['ESW-GLYPH-5','ESW-GLYPH-2'],2,
   {'treasures':[['t02'],None],'spells':[[S('s01'),Q('q01'),D('d10')],[Q('q33')]],'dice':[1,1]},[],
   {'events':['Overcomplicated resolves, aimed at P2','P2 takes 2 damage']})
sc('ward','A ward Treasure softens a foe\'s hit',['ESW-TREAS-1'],2,
   {'treasures':[None,['t18']],'spells':[[S('s17')],[S('s33')]]},[],
   {'events':['P2 wards off 1 damage','P2 takes 2 damage']})
sc('death','A killed wizard discards hand and Treasures, takes a Dead Wizard card at once, is told it is out until the next round, and builds nothing',['ESW-DEAD-1','ESW-AMB-6','ESW-DEAD-2','ESW-DEAD-3','ESW-TREAS-10','ESW-AMB-9','ESW-LIFE-3','ESW-RESOLVE-8'],3,
   {'life':[20,2,20],'treasures':[None,['t22'],None],'spells':[[S('s17')],[S('s33'),Q('q33')],[S('s37'),Q('q38')]]},[],
   {'alive':[True,False,True],'life':[None,0,None],'handSize':[None,0,None],'treasureCount':[None,0,None],'deadCardCount':[0,2,0],'turn':2,'events':['P2 is blown to bits! Out until the next round','P2 takes the Dead Wizard card'],
    'prompts':[{'seat':0,'kind':'buildSpell'},{'seat':2,'kind':'buildSpell'}]})
sc('dead-caster-no-spell','A wizard killed before their turn does not cast',['ESW-AMB-2','ESW-ORDER-12'],3,
   {'life':[20,2,20],'spells':[[S('s17')],[S('s33'),Q('q33')],[S('s37'),Q('q38')]]},[],
   {'eventsAbsent':['P2 reveals'],'events':['P3 casts']})
sc('backlash-death-stops','A caster killed by their own backlash stops casting',['ESW-AMB-3','ESW-GLYPH-3'],3,
   {'life':[1,20,19],'spells':[[S('s10'),Q('q17')],[S('s33')],[S('s37')]]},[],
   {'events':['P1 suffers 2 backlash','P1 is blown to bits!','the rest of the spell fizzles'],'eventsAbsent':['Scorching resolves'],'alive':[False,True,True]})
sc('round-end','The last wizard standing wins a Last Survivor token and a new round begins',['ESW-END-1','ESW-END-2','ESW-GOAL-1','ESW-GOAL-5','ESW-GOAL-3','ESW-AMB-8'],2,
   {'life':[20,2],'spells':[[S('s17')],[Q('q33'),D('d19')]],'deadTop':['x05']},[],
   {'tokens':[1,0],'round':2,'turn':1,'phase':'build','life':[20,20],'alive':[True,True],'events':['P1 is the Last Survivor and now holds 1 token']})
sc('suicide','Going out in a blaze of glory: the last caster dying with the last foe still wins the token',['ESW-END-3','ESW-AMB-7'],2,
   {'life':[1,2],'spells':[[S('s10')],[Q('q33'),D('d19')]]},[],
   {'tokens':[1,0],'round':2})
sc('match-won','Two tokens win the match',['ESW-GOAL-2','ESW-GOAL-6','ESW-GOAL-7','ESW-COMP-15'],2,
   {'tokens':[1,1],'life':[20,2],'spells':[[S('s17')],[Q('q33'),D('d19')]]},[],
   {'phase':'over','winner':0,'tokens':[2,1],'prompts':[],'events':['P1 wins the match!']})
sc('pending-discarded','Spells still face down when the round ends never resolve',['ESW-END-5','ESW-NEXT-2','ESW-AMB-7'],3,
   {'life':[20,2,2],'spells':[[S('s19')],[Q('q33'),D('d19')],[S('s37'),Q('q38')]]},[],
   {'tokens':[1,0,0],'eventsAbsent':['P2 reveals','P3 reveals'],'round':2})
sc('dead-draw-each-turn','A dead wizard takes a Dead Wizard card at each new turn and draws nothing else',['ESW-DEAD-4','ESW-DEAD-5','ESW-DEAD-8','ESW-DEAD-T1','ESW-DRAW-4','ESW-AMB-6'],3,
   {'alive':[True,True,False],'deadCards':[None,None,['x01']],'spells':[[S('s33')],[Q('q33')],None]},[],
   {'turn':2,'deadCardCount':[0,0,2],'handSize':[8,8,0],'prompts':[{'seat':0,'kind':'buildSpell'},{'seat':1,'kind':'buildSpell'}]})
sc('dead-bonus-next-round','Between rounds: discards, then Dead Wizard bonuses (life capped at 25, Treasures), then their discard',['ESW-DEAD-6','ESW-DEAD-7','ESW-NEXT-1','ESW-NEXT-5','ESW-NEXT-6','ESW-NEXT-7','ESW-AMB-10','ESW-AMB-24','ESW-TREAS-11','ESW-TREAS-13'],3,
   {'alive':[True,True,False],'life':[20,2,None],'deadCards':[None,None,['x07','x05']],'treasures':[['t18'],None,None],'deadTop':['x25'],'treasureTop':['t19'],
    'spells':[[S('s17')],[Q('q33'),D('d19')],None]},[],
   {'round':2,'life':[20,25,24],'treasures':[[],[],['t19']],'deadCardCount':[0,0,0],'handSize':[8,8,8],'tokens':[1,0,0]})
sc('draw-up-to-8','A wizard draws only up to 8: one card cast, one drawn',['ESW-DRAW-2','ESW-DRAW-3','ESW-TURN-2'],2,
   {'hands':[H0,H1],'spells':[[S('s33')],[Q('q33'),S('s37')]]},[],
   {'turn':2,'handSize':[8,8],'events':['P1 draws 1 card.','P2 draws 2 cards']})
sc('reshuffle-when-empty','The main deck is reshuffled from its discard only when empty',['ESW-DRAW-5','ESW-NEXT-3','ESW-NEXT-4','ESW-COMP-13'],2,
   {'hands':[H0,H1],'spells':[[S('s33')],[Q('q33')]],'mainDrawToDiscard':True},[],
   {'turn':2,'handSize':[8,8]})
sc('regen','A regeneration Treasure heals at the start of each turn',['ESW-TREAS-1','ESW-TURN-1'],2,
   {'life':[10,20],'treasures':[['t24'],None],'spells':[[S('s04')],[Q('q33')]],'treasureTop':['t19']},[],
   {'turn':2,'life':[13,22]})
sc('resolve-one-at-a-time','Each spell fully resolves before the next is revealed',['ESW-TURN-3','ESW-REVEAL-1','ESW-REVEAL-10'],2,
   {'spells':[[S('s17'),Q('q17')],[S('s33')]]},[],
   {'events':['P2 reveals','Mother Mossbottom resolves','P1 reveals','Blazemund resolves','Scorching resolves']})
sc('worked-example','The rulebook\'s full resolution example with our cards: reveal-and-add, owner\'s order, die-chosen foe, each gain a Treasure, glyph count, a mid-spell Treasure adding a power die',
   ['ESW-EX-2','ESW-ADD-7','ESW-RESOLVE-4','ESW-TREAS-9','ESW-GLYPH-5','ESW-POWER-5','ESW-TREAS-7','ESW-TARGET-13'],4,
   {'spells':[[S('s02'),Q('q04'),D('d35')],[S('s33'),Q('q33')],[S('s37'),Q('q38'),D('d37')],[S('s04'),Q('q02'),D('d36')]],
    'mainTop':['q01','d13'],'treasureTop':['t05','t22'],'dice':[3,3,5]},
   [A(0,{'type':'order','card':'q04'})],
   {'events':['P2 casts','P1 casts “Madame Ozzlethorpe Gilded Bear Hug”!','Overcomplicated is revealed and joins the spell','Bone Grinder is revealed and discarded',
              'P1 resolves Gilded next','The die shows 3: P3 is the target','P3 takes 2 damage (18 life left)','P1 gains the Treasure Antler Crown','P3 gains the Treasure Healing Hamster',
              'Overcomplicated resolves, aimed at P4','P4 takes 2 damage (18 life left)','Bear Hug resolves, aimed at P2','Power roll for Bear Hug: 2 dice, 3 + 5.','P2 takes 3 damage (22 life left)','P3 casts'],
    'treasures':[['t05'],None,['t22'],None]})
QUALS=[f'q{i:02d}' for i in range(1,41)]
sc('wild-finds-nothing','Wild Magic that finds no card of its type leaves the slot empty',['ESW-AMB-14','ESW-WILD-12'],2,
   {'hands':[None,QUALS],'spells':[[S('s01'),W('w1','quality')],[S('s33')]]},[],
   {'events':['Wild Magic in the Quality slot finds no Quality','casts “Professor Quibblestone Conjuration”!','Professor Quibblestone resolves']})
sc('two-destinations-initiative-zero','Two Destinations face down: the spell reads Initiative 0 until the fix at reveal, so 20 and 1 cannot go first',
   ['ESW-AMB-25','ESW-ORDER-6','ESW-ORDER-7','ESW-BUILD-22','ESW-BUILD-25'],2,
   {'spells':[[D('d07'),D('d10')],[S('s33'),D('d37')]]},[],
   {'events':['P1 announces Initiative 0','P2 announces Initiative 10','P2 casts','P1 reveals: Abyssal Audit, Coffin Kick'],
    'eventsAbsent':['Initiative 20','Initiative 1.'],'prompts':[{'seat':0,'kind':'fixSpell','choices':['f-d07','f-d10']}]})
sc('disrupt-reannounce','A disrupted spell withdraws its announced Initiative: when its new count group is compared it announces the Initiative it now has',
   ['ESW-ORDER-11','ESW-ORDER-3','ESW-AMB-16','ESW-ADD-8'],3,
   {'life':[10,20,5],'spells':[[S('s32'),Q('q25'),D('d07')],[S('s33'),Q('q33'),D('d37')],[S('s37'),Q('q38'),D('d36')]],'dice':[1]},[],
   {'events':['P1 announces Initiative 20','P2 announces Initiative 10','P3 announces Initiative 3','P1 casts','P3 loses Leech Pit','P2 loses Giant Mushroom',
              'P2 announces Initiative 0','P3 announces Initiative 0','P2 rolls','P3 rolls']})
# ---- Tavern content effects (issue #20): one or more scenarios per effect kind (ESW-FX-*) ----
sc('fx-steal-choice','Taking a Treasure of one’s choice: the caster picks among the victim’s Treasures',['ESW-FX-1','ESW-TREAS-3','ESW-IMPL-10','ESW-TARGET-6'],2,
   {'life':[20,19],'treasures':[None,['t18','t22']],'spells':[[S('s11')],[S('s33'),Q('q33')]]},
   [{'seat':0,'choose':'s-t18','expect':{'treasures':[['t18'],['t22']]}}],
   {'events':['P1 takes the Treasure Pot-Lid Shield from P2','P2 takes 2 damage (17 life left)'],'treasures':[['t18'],['t22']]})
sc('fx-steal-prompt','The theft waits on its caster: the prompt lists the victim’s Treasures only',['ESW-FX-1','ESW-IMPL-10'],2,
   {'treasures':[None,['t18','t22']],'spells':[[S('s11')],[S('s33'),Q('q33')]],'dice':[]},[],
   {'prompts':[{'seat':0,'kind':'stealTreasure','choices':['s-t18','s-t22']}],'phase':'resolve'})
sc('fx-steal-single','A lone Treasure is taken without asking; a theft from a foe with none takes nothing',['ESW-FX-1','ESW-TREAS-3'],2,
   {'treasures':[None,['t18']],'spells':[[S('s11')],[S('s33'),Q('q33')]]},[],
   {'treasures':[['t18'],[]],'events':['P1 takes the Treasure Pot-Lid Shield from P2','P2 takes 2 damage']})
sc('fx-swap','Swapping Treasures: the caster and the target exchange everything they own',['ESW-FX-1','ESW-TREAS-3','ESW-TARGET-9'],2,
   {'life':[15,20],'treasures':[['t23'],['t18','t05']],'spells':[[S('s31')],[S('s33'),Q('q33')]]},[],
   {'events':['P1 swaps Treasures with P2 (1 for 2)','P2 takes 1 damage'],'treasures':[['t18','t05'],['t23']]})
sc('fx-discard-hand','A hand raid: the target discards a random card of their hand, face up for all',['ESW-FX-2','ESW-IMPL-9','ESW-DRAW-1'],2,
   {'hands':[None,['s33','d19']],'spells':[[S('s33'),Q('q16')],[S('s37')]]},[],
   {'events':['P2 discards Lightning Lariat from their hand','P2 takes 1 damage','P2 draws 8 cards'],'mainDiscardIncludes':['d19']})
sc('fx-steal-card','Pickpocketing: the caster takes a random card from the target’s hand, and the table never learns which',['ESW-FX-2','ESW-IMPL-9','ESW-TARGET-10','ESW-DRAW-1'],2,
   {'life':[20,15],'hands':[['s26','s01','s02','s03','s05','s06','s07','s08'],['s37','d19']],'spells':[[S('s26')],[S('s37'),Q('q33')]]},[],
   {'events':['P1 takes 1 card from the hand of P2','P2 takes 1 damage','P2 draws 8 cards'],'eventsAbsent':['Lightning Lariat','P1 draws 1 card'],'handSize':[8,8]})
sc('fx-drain','A drain heals its caster by the damage actually dealt, after the target’s ward',['ESW-FX-3','ESW-TREAS-1','ESW-LIFE-2'],2,
   {'life':[10,20],'treasures':[None,['t18']],'spells':[[S('s35')],[S('s37'),Q('q33')]]},[],
   {'events':['P2 wards off 1 damage','P2 takes 1 damage (19 life left)','P1 heals 1 (11 life)'],'life':[11,None]})
sc('fx-everyone-heal','Healing everyone: every living wizard heals, the caster too, up to 25',['ESW-FX-3','ESW-FX-5','ESW-LIFE-2','ESW-TARGET-17'],3,
   {'life':[10,24,15],'spells':[[S('s39')],[S('s37'),Q('q38')],[S('s17'),Q('q17')]]},[],
   {'events':['P2 heals 1 (25 life)','P3 heals 2 (17 life)','P1 heals 2 (12 life)','P1 draws 1 card']})
sc('fx-everyone-damage','Hitting everyone: each foe takes the damage and the caster takes it as backlash',['ESW-FX-5','ESW-GLYPH-3','ESW-AMB-5'],3,
   {'spells':[[S('s19')],[S('s37'),Q('q38')],[S('s33'),Q('q33')]]},[],
   {'events':['P2 takes 2 damage (18 life left)','P3 takes 2 damage (18 life left)','P1 suffers 2 backlash (18 life left)']})
sc('fx-table-glyph','Damage per card of a glyph cast this turn: earlier spells of the turn count with this one',['ESW-FX-6','ESW-GLYPH-6','ESW-TARGET-14'],2,
   {'spells':[[S('s20'),Q('q17')],[S('s17')]]},[],
   {'events':['P2 casts','P1 takes 3 damage','P1 casts','P2 takes 3 damage (17 life left)','P1 draws 1 card','P2 takes 2 damage (15 life left)']})
sc('fx-per-dead','Damage per dead wizard, drained: the dead count, the living pay',['ESW-FX-4','ESW-FX-3','ESW-DEAD-8','ESW-TARGET-10'],3,
   {'life':[20,10,20],'alive':[True,True,False],'spells':[[S('s01'),Q('q12')],[S('s37'),Q('q38'),D('d37')],None],'dice':[1,1,1]},[],
   {'events':['P2 takes 2 damage (8 life left)','P2 takes 2 damage (6 life left)','P1 heals 2 (22 life)']})
sc('fx-per-table-treasures','Damage per Treasure on the table, every wizard’s Treasures counted',['ESW-FX-4','ESW-TREAS-3','ESW-POWER-6'],2,
   {'life':[20,15],'treasures':[['t23'],['t18','t05']],'spells':[[D('d04')],[S('s37'),Q('q38')]],'dice':[5]},[],
   {'events':['Total 5: row 5–9.','P2 wards off 1 damage','P2 takes 2 damage','P1 draws 1 card']})
sc('fx-echo-previous','Repeating the previous card: the Quality runs the Source again at its targets',['ESW-FX-7','ESW-RESOLVE-1','ESW-TARGET-4'],2,
   {'spells':[[S('s17'),Q('q24')],[S('s33')]]},[],
   {'events':['P2 takes 3 damage (20 life left)','Blistering repeats Blazemund.','P2 takes 3 damage (17 life left)'],'life':[20,17]})
sc('fx-echo-source','Copying the Source: its effects again, aimed at this card’s own target',['ESW-FX-7','ESW-TARGET-5','ESW-TARGET-13'],3,
   {'life':[20,20,19],'spells':[[S('s01'),Q('q30')],[S('s33'),Q('q33'),D('d37')],[S('s37'),Q('q38'),D('d36')]],'dice':[1,1,1,1,1,1]},[],
   {'events':['P2 takes 2 damage (18 life left)','Glittering resolves, aimed at P3.','Glittering repeats Professor Quibblestone.','P3 takes 2 damage (17 life left)']})
sc('fx-echo-nothing','A repeat with nothing before it does nothing',['ESW-FX-7','ESW-REVEAL-7'],2,
   {'spells':[[Q('q24')],[S('s33'),Q('q33')]]},[],
   {'events':['Blistering finds nothing to repeat.'],'life':[20,25]})
sc('fx-guard-reflect','A mirror: the next damage a foe deals the caster this turn hits that foe instead, once',['ESW-FX-8','ESW-ORDER-2'],2,
   {'spells':[[S('s25')],[S('s17'),Q('q17')]]},[],
   {'events':['P1 raises a mirror for the turn.','P1 reflects 3 damage back at P2!','P2 takes 3 damage (17 life left)','P1 takes 2 damage (18 life left)'],'life':[18,17]})
sc('fx-guard-redirect','A deflector: the next foe’s damage goes to the caster’s left foe instead',['ESW-FX-8','ESW-AMB-5','ESW-ORDER-8'],3,
   {'spells':[[S('s28')],[S('s33')],[S('s17'),Q('q33')]],'dice':[6,1]},[],
   {'events':['P1 raises a deflector for the turn.','P1 deflects 3 damage onto P2!','P2 takes 3 damage (20 life left)'],'life':[21,20,22]})
sc('fx-stall','A stalled spell resolves after every other one, whatever its count',['ESW-FX-9','ESW-ORDER-2','ESW-ORDER-11','ESW-TARGET-6'],3,
   {'life':[20,15,20],'spells':[[S('s22')],[S('s37'),Q('q38')],[S('s33'),Q('q33'),D('d37')]],'dice':[1,1,1]},[],
   {'events':['P1 casts','P2’s spell is stalled until every other has gone.','P3 casts','P2 casts'],'eventsAbsent':['to break the Initiative tie']})
sc('fx-delayed-heal','A delayed effect goes off at the start of the next turn, after the draws',['ESW-FX-10','ESW-DRAW-1','ESW-LIFE-2'],2,
   {'life':[10,20],'spells':[[Q('q39')],[S('s37'),Q('q38')]]},[],
   {'events':['Overgrown leaves something ticking for the next turn.','Round 1, turn 2 begins.','Left by P1 last turn, Overgrown goes off.','P1 heals 4 (14 life)'],'life':[14,None],'turn':2})
sc('fx-delayed-kill','A delayed curse that kills at the turn start ends the round there',['ESW-FX-10','ESW-END-1','ESW-DEAD-3'],2,
   {'life':[20,3],'spells':[[Q('q09')],[S('s01'),Q('q03')]]},[],
   {'events':['Festering leaves something ticking','P1 takes 2 damage','Round 1, turn 2 begins.','Left by P1 last turn, Festering goes off.','P2 takes 3 damage (0 life left)','P2 is blown to bits!','P1 is the Last Survivor'],'tokens':[1,0],'round':2})
sc('fx-keep-high','Several dice, the best kept: not a power roll, so glyph Treasures add no die',['ESW-FX-11','ESW-POWER-12'],2,
   {'treasures':[['t08'],None],'spells':[[S('s18')],[S('s37'),Q('q38')]],'dice':[2,5]},[],
   {'events':['Dice 2, 5: the best, 5, is kept.','P2 takes 5 damage (15 life left)']})
sc('fx-if-weakest','A bonus for the weakest: the caster with the fewest life heals too',['ESW-FX-12','ESW-TARGET-6','ESW-TARGET-8'],2,
   {'life':[10,20],'spells':[[S('s36')],[S('s37'),Q('q38')]]},[],
   {'events':['P2 takes 2 damage (18 life left)','P1 is the weakest wizard: the bonus applies.','P1 heals 3 (13 life)']})
sc('fx-if-strongest','Punishing the strongest: the leader pays backlash, the others do not',['ESW-FX-12','ESW-FX-2','ESW-GLYPH-3'],2,
   {'life':[20,15],'hands':[None,['s37','q38','d19']],'spells':[[Q('q11')],[S('s37'),Q('q38')]]},[],
   {'events':['P2 discards Lightning Lariat from their hand','P1 is the strongest wizard: it applies.','P1 suffers 2 backlash (18 life left)']})
sc('fx-if-not','A condition that does not hold adds nothing',['ESW-FX-12'],2,
   {'life':[20,10],'spells':[[S('s36')],[S('s37'),Q('q38')]]},[],
   {'events':['P1 is not the weakest wizard: nothing more.'],'eventsAbsent':['P1 heals']})
sc('fx-wild-chain','A Wild Surge chains: while its find shares a glyph with the spell it fetches another card of the slot',['ESW-FX-13','ESW-WILD-6','ESW-WILD-7','ESW-ADD-1','ESW-ADD-3','ESW-RESOLVE-4'],2,
   {'spells':[[W('w5','source'),Q('q17')],[S('s37')]],'mainTop':['s17','q01','s33']},[{'seat':0,'choose':'o-s17'}],
   {'events':['0 cards revealed and discarded before Blazemund joins the spell.','The Wild Magic chains: 1 card more revealed, then Mother Mossbottom joins the spell too.','P2 takes 3 damage','P1 heals 3','P2 takes 2 damage']})
sc('fx-wild-chain-stops','A Wild Surge whose find shares no glyph with the spell stops at one card',['ESW-FX-13','ESW-WILD-8'],2,
   {'spells':[[W('w6','source'),Q('q17')],[S('s37')]],'mainTop':['s33','s17']},[],
   {'events':['0 cards revealed and discarded before Mother Mossbottom joins the spell.'],'eventsAbsent':['chains']})
sc('fx-dead-haunt','Dead Wizard cards act on the living at round start: hauntings lower their starting life, and a theft takes a Treasure',['ESW-FX-14','ESW-DEAD-6','ESW-DEAD-7','ESW-TREAS-13','ESW-AMB-10'],3,
   {'life':[20,2,20],'alive':[True,True,False],'deadCards':[None,None,['x02','x06','x12']],'deadTop':['x14'],'treasureTop':['t18'],'spells':[[S('s17')],[S('s01')],None],'dice':[6,1]},[],
   {'round':2,'events':['P2 takes the Dead Wizard card Afterlife Loan','P2 gains the Treasure Pot-Lid Shield','The ghost of P2 (Afterlife Loan) haunts P1, who starts at 19 life.','The ghost of P3 (Spiteful Ghost) haunts P1, who starts at 17 life.','P3 takes the Treasure Pot-Lid Shield from P2'],
    'life':[17,20,20],'treasures':[[],[],['t18']],'handSize':[8,8,10]})
sc('fx-treasure-thorns','Thorns answer a foe’s hit; thorns never answer thorns',['ESW-FX-15','ESW-TREAS-1'],2,
   {'treasures':[['t20'],['t20']],'spells':[[S('s17')],[S('s37'),Q('q38')]]},[],
   {'events':['P2 takes 3 damage (17 life left)','P2’s thorns bite back at P1.','P1 takes 1 damage (19 life left)'],'life':[19,None]})
sc('fx-treasure-kill-rewards','A kill feeds the killer’s Treasures: a bounty Treasure and a vampire’s heal',['ESW-FX-15','ESW-DEAD-3','ESW-TREAS-2'],3,
   {'life':[10,3,20],'treasures':[['t21','t19'],None,None],'treasureTop':['t18'],'spells':[[S('s17')],[S('s37'),Q('q38')],[S('s33'),Q('q33')]]},[],
   {'events':['P2 is blown to bits!','P1 gains the Treasure Pot-Lid Shield','P1 heals 3 (13 life)'],'treasures':[['t21','t19','t18'],[],[]]})
sc('fx-treasure-last-stand','A last-stand Treasure is spent to stay at 1 life',['ESW-FX-15','ESW-AMB-9'],2,
   {'life':[20,3],'treasures':[None,['t12']],'spells':[[S('s17')],[S('s37'),Q('q38')]]},[],
   {'events':['P2 takes 3 damage (0 life left)','P2 should be dead, but Second-Chance Spoon crumbles instead: 1 life left.'],'alive':[True,True],'treasures':[None,[]]})
sc('fx-treasure-one-shots','One-shot Treasures at the next turn start: a tonic heals, a fuse hits the strongest foe; both are spent',['ESW-FX-15','ESW-TARGET-5','ESW-TREAS-12'],3,
   {'life':[10,18,15],'treasures':[['t25','t16'],None,None],'spells':[[S('s33')],[S('s37'),Q('q38')],[S('s04'),Q('q02')]]},[],
   {'events':['Round 1, turn 2 begins.','P1 uses up Troll-Snot Tonic.','P1 heals 5 (18 life)','P1 uses up Fizzing Gift Box.','P2 takes 4 damage (20 life left)'],'treasureCount':[0,None,None],'turn':2})
sc('fx-treasure-on-gain-draw','A Treasure that draws on arrival draws at once, mid-spell',['ESW-FX-15','ESW-TREAS-7','ESW-TREAS-2'],2,
   {'hands':[['s04'],None],'treasureTop':['t01'],'spells':[[S('s04')],[S('s37'),Q('q38')]]},[],
   {'events':['P1 gains the Treasure Owl-Feather Quill.','P1 draws 2 cards.','P1 draws 6 cards.']})
sc('fx-treasure-dice-and-glyph','At least two dice on power rolls; an empowered glyph hits one harder',['ESW-FX-15','ESW-POWER-4','ESW-POWER-10'],2,
   {'treasures':[['t09','t17'],None],'spells':[[S('s32'),D('d19')],[S('s37'),Q('q38'),D('d36')]],'dice':[3,4,1]},[],
   {'events':['P2 takes 2 damage','Power roll for Lightning Lariat: 2 dice, 3 + 4.','P2 takes 3 damage']})
sc('fx-treasure-backlash-and-hand','Backlash is softened by mittens; a satchel draws up to 9',['ESW-FX-15','ESW-GLYPH-3','ESW-DRAW-1'],2,
   {'treasures':[['t13','t15'],None],'spells':[[S('s10')],[S('s37'),Q('q38')]]},[],
   {'events':['P1 wards off 1 damage','P1 suffers 1 backlash (19 life left)','Round 1, turn 2 begins.','P1 draws 1 card'],'handSize':[9,8]})

print(n)
