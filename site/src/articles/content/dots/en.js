// The Dots rules article in English (its boards, puzzles and sources: ../dots.js).
export default {
  title: 'Dots',
  description: 'How to play Dots (Tochki, Kropki): put dots on squared paper, surround your opponent’s dots, build houses and ground. With interactive boards and variants.',
  lead: 'In Dots (Russian Точки, Tochki; Polish Kropki) two players put dots on the crossings of squared paper and try to fence in each other’s dots. A school-notebook game with the depth of a board game.',
  what: [
    'Dots is a game for two on squared paper. Each player has a colour. In turn you put one dot on a free crossing of the grid lines; a dot never moves and is never taken away. The aim is to enclose your opponent’s dots with an unbroken chain of your own.',
    'A chain links dots that touch across a side or a corner of a square, so a diagonal step is allowed. When a chain closes around enemy dots, they are surrounded: they count for you, and the area inside is yours, where nobody may play again. If the ring could run along more than one path, the shortest one counts [ru-wikipedia]. The player who has surrounded more dots wins.',
    'The traditional field is 39 × 32 points, about the size of a notebook page; a game starts on an empty field or from a start figure, usually a small cross in the middle [ru-wikipedia]. On Paperdots a field has from 5 to 52 points each way, and points are named x-y: x counted from the left, y from the bottom.',
  ],
  steps: [
    { text: 'The game starts from a cross in the middle: two dots of each colour, placed diagonally. Blue moves first; then you take turns, one dot each. Nobody may pass.', board: 'start' },
    { text: 'Put your dot on any empty crossing that is not inside a captured area. Dots stay where they are. Build chains: two of your dots are linked when they touch across a side or a corner of a square.' },
    { text: 'Close a chain around one or more enemy dots and they are surrounded at once. Here blue has put dots on 4-3, 3-4, 5-4 and finally 4-5 around orange’s dot on 4-4: it counts 1 for blue, and the area inside belongs to blue.', board: 'surround' },
    { text: 'A closed chain with no enemy dot inside is a house. It stays open: both players may still play inside. Blue has closed the same ring here, but the middle point 4-4 is empty.', board: 'house' },
    { text: 'If the opponent puts a dot inside your house, it is caught at once and the whole house becomes your area. Orange tried 4-4 and lost the dot: 1 point for blue.', board: 'houseEntered' },
    { text: 'There is one exception: a dot in the enemy’s house lives if the same move closes a surround of its own. Blue’s dots on 3-3, 4-4, 5-3 and 4-2 make a house around 4-3. Orange plays 4-3 and closes its own ring around blue’s 4-4: blue’s dot is surrounded, orange’s dot lives, and orange leads 1–0.', board: 'houseCounter' },
    { text: 'Surrounds can sit inside surrounds. Orange has surrounded blue’s dot on 5-5. Blue then builds a larger ring around the whole group and surrounds orange’s four ring dots; blue’s 5-5 is freed and no longer counts for orange. The score is 4–0 for blue.', board: 'nested' },
    { text: 'The game ends when the field is full, when a player resigns, or when a player grounds. Whoever has surrounded more dots wins; equal scores are a draw.' },
  ],
  changes: [],
  variants: [
    {
      id: 'polish',
      title: 'Polish rules',
      text: [
        'Dots is also played widely in Poland, and the rules used there are called Polish rules, as opposed to the Russian rules above [ru-wikipedia]. In the table setup choose “Polish rules” under “Rules”. A closed ring is not taken automatically: you decide when to take it. On Paperdots a plain dot leaves your closed rings waiting; a dot written with “!” (the box “Take my surrounds with the next dot”) takes every ring of yours that holds live enemy dots at that moment [ours].',
        'There is no grounding. Instead the game ends early only when both players agree to count it [ru-wikipedia]. On Paperdots the player to move may offer to end the game (“Offer to end”) before putting a dot, and the offer costs no turn [ours]. The other player answers at once. With “Accept the end” the game is counted: 1 point for every surrounded dot and half a point for every empty point inside your closed areas, waiting rings counted as taken [ru-wikipedia]. When a player does not accept the count, the game is played until the field is full [ru-wikipedia]. On Paperdots “Decline” lets the player who offered make their move, and after it either player may offer to end again, so the two can still agree later; Paperdots’ bots offer again only once a quarter of the free points have been filled [ours].',
      ],
      board: 'polishTaken',
    },
    {
      id: 'zagram',
      title: 'zagram.org’s territory rules',
      text: [
        "zagram.org, where many Polish league games are played, has a variant it calls playing for territory [zagram]. A surround is not taken automatically and need not be the smallest: after putting a dot, a player may close any ring of their own around enemy dots that were not enclosed before [zagram]. In the table setup choose “zagram.org’s territory rules” under “Rules”. On Paperdots the box “Take my surrounds with the next dot” works as under Polish rules, and a game record from zagram.org opens with every ring as the file names it [ours].",
        "The game ends when the field is full or when both players agree to end it, as under Polish rules [zagram]. There is no passing, so an area is worth what it forces the other side to give when the field is filled [zagram-fill]. Paperdots counts as zagram.org’s game records show it: every surrounded dot is 1 point, the last closures made at the end included, and the free points left are played out one dot a turn, the player to move first [ours]. Each side first takes the points that belong to nobody, then fills its own areas; a side with none left must put its dots into the other side’s areas, where each one is surrounded. On Paperdots, as in those records, empty areas closed during the game add nothing [ours].",
      ],
    },
    {
      id: 'start',
      title: 'Start figures and the empty start',
      text: [
        'A game can start from a figure of dots or from an empty field, and the figures vary [ru-wikipedia]. Under Start the table setup offers “A cross in the middle” (the default), “Two crosses side by side”, “Four crosses”, “Four crosses at random places” (the places follow from the number under “Seed number of the places”, which is kept in the game’s setup, so a link replays the same field) and “Empty field”. The four crosses need a field of at least 10 × 10; here they stand on 20 × 20.',
        'On an empty field the first dots may go anywhere, though some players keep them near the middle [ru-wikipedia]. “First dot within this distance of the centre” sets how far each player’s first dot may be from the centre point, counted in points in any direction, diagonals too; 0 allows the whole field.',
      ],
      board: 'crosses',
    },
    {
      id: 'ring',
      title: 'Which ring closes',
      text: [
        'A new dot can sometimes close more than one ring around the same enemy dots. Under the usual rule the shortest ring counts, so a surround takes the smallest area that holds them [ru-wikipedia]. That is how Paperdots plays by default.',
        'Some players let the one who closes choose instead: any ring that can be drawn, the longest included, and with it a larger area [ru-wikipedia]. Under “Which ring closes” the table setup offers “The player picks any ring that closes the area, the longest too” beside “Always the shortest ring”; when a dot can close more than one ring, the board shows each of them and the player picks one.',
      ],
    },
    {
      id: 'houses',
      title: 'Houses are taken at once',
      text: [
        'In this variant an empty closed area does not stay a house: it becomes your area as soon as the ring closes, just like a surround, and nobody may play inside it [ru-wikipedia]. In the table setup tick “An empty closed area (a house) is taken at once”. Compare with the house board above: the same ring, but the inside is blue’s at once. This variant cannot be combined with Polish rules.',
      ],
      board: 'housesCapture',
    },
    {
      id: 'suicide',
      title: 'No dot into a house',
      text: [
        'Some programs, KataGoDots among them, forbid a dot that would be caught at once: nobody may put a dot inside the opponent’s house unless the same move closes a surround of its own (the exception above) [katagodots]. Here orange may not play 4-4.', 'On Paperdots the game is over when every free point left lies in the opponent’s houses [ours]. In the table setup tick “No dot may go into the opponent’s house”; a KataGoDots file with sui0 opens with it. It cannot be combined with Polish rules.',
      ],
      board: 'noSuicide',
    },
    {
      id: 'extra',
      title: 'Extra move',
      text: [
        'With “Extra move after a surround” set to “Whoever surrounds must move again at once”, a player who surrounds at least one enemy dot puts another dot straight away, out of turn, and if that dot surrounds again, another one follows. Here blue surrounded on 4-5 and then played 6-6 before orange’s turn came.',
        'The rule as it is usually described makes the extra move a right, not a duty [ru-wikipedia]. That is the choice “Whoever surrounds may move again at once, or pass”: the player may give the extra move up with “Pass (no extra move)”.',
      ],
      board: 'extra',
    },
    {
      id: 'freeing',
      title: 'Freed dots still count',
      text: [
        'Normally a dot that is freed (because its captor’s ring is itself surrounded) no longer counts for the one who caught it. In this variant a surrounded dot counts for its first captor for good [ru-wikipedia]; in the table setup it is “A surrounded dot stays counted when it is freed later”. In the nested example blue still wins 4–1 instead of 4–0, because orange keeps the point for blue’s dot on 5-5.',
      ],
      board: 'freeing',
    },
    {
      id: 'grounding',
      title: 'Grounding',
      text: [
        'Grounding (Russian zazemlenie) lets a player end the game early. The table setup has two rules for it under “Grounding”. With “Either player may ground on their turn; their dots not joined to the edge count as surrounded”, the rule Paperdots chose as its default [ours], the player to move may ground instead of putting a dot: the game ends, every dot of theirs that is not joined to the edge of the field counts as surrounded by the opponent, and then the scores are compared [paperdots-dots].',
        'The encyclopedia article on the game gives grounding only to the player who is ahead, once their dots can no longer be surrounded [ru-wikipedia]. That is the choice “Only the leader may ground, and only when every one of their dots is joined to the edge”: the game then ends with the leader’s win.',
        'Here blue surrounded orange’s dot on 2-5 against the left edge, and every blue dot is joined to the edge through that area. Blue leads, may ground under either rule, and wins 1–0. Grounding is no help to the player behind: under the first rule orange could ground here, but its three loose dots on 8-8, 8-2 and 5-5 would all count for blue.',
      ],
      board: 'groundLeader',
    },
    {
      id: 'edge',
      title: 'Joined to the edge',
      text: [
        'Joined to the edge means a path of straight steps along the grid lines, from a point to its neighbour to the left, right, above or below, through the player’s own dots and own areas, to a point on the edge of the field [paperdots-dots]. Two dots that touch only at a corner do not pass the link on, although they can be part of one ring.',
        'Blue’s dot on 1-2 stands on the left edge, and 2-3 touches it only at a corner. If blue grounds here, 2-3 is not joined to the edge and counts for orange: orange wins 1–0. One more blue dot on 2-2 would join 2-3 to the edge in straight steps.',
      ],
      board: 'groundDiagonal',
    },
    {
      id: 'win',
      title: 'Win by a lead',
      text: [
        'Before the game the players can agree on a lead that wins outright [ru-wikipedia]: as soon as one player has surrounded that many more dots than the other, the game is over. In the table setup this is “Win by a lead of”, counted in surrounded dots. With a winning lead of 3, the nested example ends at once when blue goes 4–0 up.',
      ],
      board: 'win',
    },
    {
      id: 'teams',
      title: 'Teams',
      text: [
        'Dots can be played by teams whose members take turns, without talking their moves over [ru-wikipedia]. With “Players” set to 4 there are two teams of two: seats 1 and 3 against seats 2 and 4, and the turn goes 1, 2, 3, 4. With 6 there are two teams of three: seats 1, 3 and 5 against 2, 4 and 6, moving from 1 to 6. Team-mates share a colour, their chains and their score.',
        'In the example the second team closes a ring together: the start dots of seat 2, a dot from seat 2 on 10-7 and one from seat 4 on 9-6 surround the first team’s dot on 9-7.',
      ],
      board: 'teams',
    },
  ],
  strategy: [
    { text: 'Think in walls, not single dots. A line of dots with diagonal steps is quick to build and hard to cut. Before you attack, look at the holes in your own chains: an enemy ring you did not see coming costs dots however well your attack goes.' },
    { text: 'Every surround needs the last gap closed. When the opponent has a ring with one gap, put your dot in the gap: one dot now saves several later. When one dot of yours leaves two rings that each need just one more dot, the opponent can block only one of them: that double threat wins dots.' },
    { text: 'A house is a safe place. Points inside it are yours to use later, and an enemy dot that lands there is lost unless it closes a ring of its own. Check for that exception before you relax: the example shows how a single dot can break into a house.', board: 'houseCounter' },
    { text: 'Ground when you are ahead. Connect your groups to the edge of the field in straight steps through your own dots and areas; once nothing of yours can be fenced in, grounding ends the game with your lead. When you are behind, grounding does not help you: play on and look for a surround.', board: 'grounding' },
  ],
  history: [
    'Dots grew up in the Soviet Union in the mid-1970s, alongside a wave of interest in Go. From August 1975 to July 1976 the magazine Science and Life (Nauka i Zhizn) printed a series called School of Go by Valery Astashkin and Georgy Nilov [nauka-i-zhizn], and Go clubs appeared in many cities. Go sets were hard to get, and players adapted the idea to a pencil and squared paper. No single place or person started the game: the encyclopedia article on it reads the many rule variants, and the way the game spread almost at once, as signs that it arose in many places at the same time [ru-wikipedia].',
    'The game is most common in Russia, Ukraine, Belarus and Kazakhstan, and a large, steady community plays it in Poland. Other names came and went, among them feudal lords, towns and fazenda. Since 2002 players from the former Soviet states and Poland have met in tournaments in person and by correspondence, and since 2017 there has been a system of amateur competitions run with the help of the Sevastopol club of sports Dots [ru-wikipedia].',
  ],
  puzzles: [
    { prompt: "Blue to move. The orange dot on 3-3 has blue dots on three sides, and one more dot would take it. Before you grab it, look at the rest of the field: which point is best when we look three moves ahead (yours, Orange's answer, yours)?" },
    { prompt: "Blue to move. You can take the orange dot on 3-3 at once, and the orange pair on 6-6 and 7-6 is one dot away from being fenced in too. Orange will rescue whatever you leave. Which point gains the most?" },
  ],
};
