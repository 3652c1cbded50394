package dev.mazziere.games.ramino;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.AbstractMatch;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A Ramino match as docs/rules.md plays it. A turn: draw (stock or pile), then any number of
 * melds, extensions and joker swaps, then a discard. The hand ends when a player has no
 * card left (closing); the others pay their cards, double after a close in hand (or a
 * {@code duemazzi} colore); a {@code duemazzi} ramino wins the match at once. Seats
 * reaching {@code limit} go out, may come back once (more than two players,
 * {@code reentry}); the last seat in wins.
 *
 * <p>Decisions where the rules are silent (docs/rules.md, Ramino):
 * <ul>
 *   <li>The stock is rebuilt when it is empty at the end of a turn: the whole pile is
 *   turned over (its oldest card on top), the pile is then empty. It is rebuilt at most
 *   {@value #MAX_RESTOCKS} times a hand; when it runs out once more the hand ends with no
 *   closer and every seat still in pays its cards (not doubled).</li>
 *   <li>A card taken from the pile may not be discarded that turn; a card equal to it
 *   may, while the hand holds two. Melds and extensions must leave a card the player
 *   may discard (or nothing, closing, under {@code closeWithoutDiscard}).</li>
 *   <li>{@code extendOthers=false} limits adding cards, not joker swaps.</li>
 *   <li>Re-entry is asked, in seat order, of each seat that went out in the hand (more
 *   than two seats, once per seat, someone still in); the score event follows the
 *   answers. A hand where everyone went out (no closer) is won by the lowest totals.</li>
 * </ul>
 *
 * <p>Rejection codes besides those of {@link Melds}: {@code ramino.drawFirst},
 * {@code ramino.alreadyDrew}, {@code ramino.pileEmpty}, {@code ramino.mustTakeUpCard},
 * {@code ramino.notInHand} [card], {@code ramino.noSuchMeld} [n], {@code ramino.notYourMeld} [n],
 * {@code ramino.noJoker} [n], {@code ramino.wrongCardForJoker} [card, the joker's card],
 * {@code ramino.pileCardNotDiscardable} [card], {@code ramino.mustKeepDiscard},
 * {@code ramino.mustDiscard}, {@code ramino.noColore}, {@code ramino.coloreAtOnce},
 * {@code ramino.coloreOneSuit}, {@code ramino.coloreAllCards}, {@code ramino.coloreIsMeld},
 * {@code ramino.reentryChoice}, {@code ramino.notOut}.
 */
public final class RaminoMatch extends AbstractMatch<RaminoMove> {

    /** What the seat to act does: draw, play (meld, extend, swap, discard), or choose to re-enter. */
    public enum Phase { DRAW, PLAY, REENTRY }

    static final int MAX_RESTOCKS = 2;

    private final SeededRandom random;
    private final boolean duemazzi;
    private final boolean extendOthers;
    private final boolean closeWithoutDiscard;
    private final int limit;
    private final boolean reentry;

    private final List<List<FrenchCard>> hands;
    private final List<FrenchCard> stock;
    private final List<FrenchCard> pile;
    private final List<TableMeld> melds;
    private final List<List<FrenchCard>> pilePicks;
    private final boolean[] out;
    private final boolean[] reenteredEver;
    private final boolean[] laidDown;
    private Phase phase;
    private int dealer;
    private int toAct;
    private int restocks;
    private int handsScored;
    // the turn
    private FrenchCard takenFromPile;
    private boolean forcedTake;
    private boolean playedThisTurn;
    private boolean coloreLaid;
    private int turnMelds;
    private boolean turnOther;
    private TableMeld.Kind turnMeldKind;
    private final List<FrenchCard> turnCards;
    // the hand being scored
    private final List<Integer> pendingReentry;
    private final List<Integer> eliminated;
    private final List<Integer> reenteredNow;
    private List<Integer> penalties;
    private Integer closer;
    private String closeKind;

    private List<RaminoMove> legalCache;

    RaminoMatch(RaminoGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private RaminoMatch(RaminoGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, seats, seed, RaminoMove.class);
        this.random = new SeededRandom(seed);
        this.duemazzi = RaminoGame.DUEMAZZI.equals(options.choice(RaminoGame.VARIANT));
        this.extendOthers = options.flag(RaminoGame.EXTEND_OTHERS);
        this.closeWithoutDiscard = options.flag(RaminoGame.CLOSE_WITHOUT_DISCARD);
        this.limit = options.number(RaminoGame.LIMIT);
        this.reentry = options.flag(RaminoGame.REENTRY);
        this.hands = new ArrayList<>();
        this.pilePicks = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            hands.add(new ArrayList<>());
            pilePicks.add(new ArrayList<>());
        }
        this.stock = new ArrayList<>();
        this.pile = new ArrayList<>();
        this.melds = new ArrayList<>();
        this.out = new boolean[seats];
        this.reenteredEver = new boolean[seats];
        this.laidDown = new boolean[seats];
        this.turnCards = new ArrayList<>();
        this.pendingReentry = new ArrayList<>();
        this.eliminated = new ArrayList<>();
        this.reenteredNow = new ArrayList<>();
        this.penalties = List.of();
        this.dealer = random.nextInt(seats);
        if (deal) {
            startHand();
        }
    }

    private RaminoMatch(RaminoMatch o) {
        super(o);
        this.random = o.random.copy();
        this.duemazzi = o.duemazzi;
        this.extendOthers = o.extendOthers;
        this.closeWithoutDiscard = o.closeWithoutDiscard;
        this.limit = o.limit;
        this.reentry = o.reentry;
        this.hands = new ArrayList<>();
        o.hands.forEach(h -> hands.add(new ArrayList<>(h)));
        this.pilePicks = new ArrayList<>();
        o.pilePicks.forEach(h -> pilePicks.add(new ArrayList<>(h)));
        this.stock = new ArrayList<>(o.stock);
        this.pile = new ArrayList<>(o.pile);
        this.melds = new ArrayList<>(o.melds);
        this.out = o.out.clone();
        this.reenteredEver = o.reenteredEver.clone();
        this.laidDown = o.laidDown.clone();
        this.phase = o.phase;
        this.dealer = o.dealer;
        this.toAct = o.toAct;
        this.restocks = o.restocks;
        this.handsScored = o.handsScored;
        this.takenFromPile = o.takenFromPile;
        this.forcedTake = o.forcedTake;
        this.playedThisTurn = o.playedThisTurn;
        this.coloreLaid = o.coloreLaid;
        this.turnMelds = o.turnMelds;
        this.turnOther = o.turnOther;
        this.turnMeldKind = o.turnMeldKind;
        this.turnCards = new ArrayList<>(o.turnCards);
        this.pendingReentry = new ArrayList<>(o.pendingReentry);
        this.eliminated = new ArrayList<>(o.eliminated);
        this.reenteredNow = new ArrayList<>(o.reenteredNow);
        this.penalties = o.penalties;
        this.closer = o.closer;
        this.closeKind = o.closeKind;
        this.legalCache = o.legalCache;
    }

    /**
     * A match at an exact position, for tests: {@code dealer} has just dealt {@code dealt}
     * (seat order; an empty hand for a seat that is out), {@code pile} (top last) and
     * {@code stock} (top last) lie on the table, the totals are as given, and the seat
     * after the dealer is to draw. Later deals come from {@code seed}.
     */
    static RaminoMatch arranged(RaminoGame game, Options options, long seed, int dealer,
                                List<List<FrenchCard>> dealt, List<FrenchCard> pile, List<FrenchCard> stock,
                                int[] totals, Set<Integer> outSeats, Set<Integer> reenteredSeats) {
        RaminoMatch m = new RaminoMatch(game, options, dealt.size(), seed, false);
        List<FrenchCard> all = new ArrayList<>(pile);
        all.addAll(stock);
        dealt.forEach(all::addAll);
        List<FrenchCard> deck = new ArrayList<>(m.duemazzi ? Decks.frenchDouble108() : Decks.french54());
        for (FrenchCard c : all) {
            if (!deck.remove(c)) {
                throw new IllegalArgumentException("more copies of " + c + " than the deck holds");
            }
        }
        m.dealer = dealer;
        m.setTotals(Arrays.stream(totals).boxed().toList());
        for (int s : outSeats) {
            m.out[s] = true;
        }
        for (int s : reenteredSeats) {
            m.reenteredEver[s] = true;
        }
        for (int s = 0; s < dealt.size(); s++) {
            m.hands.get(s).addAll(dealt.get(s));
        }
        m.pile.addAll(pile);
        m.stock.addAll(stock);
        m.emit(new DealEvent(dealer, m.snapshotHands(), pile.isEmpty() ? List.of() : List.of(pile.get(pile.size() - 1))));
        m.phase = Phase.DRAW;
        m.forcedTake = m.duemazzi;
        m.toAct = m.nextIn(dealer);
        return m;
    }

    /**
     * A match in the position {@code view} shows, for search ({@link RaminoDeterminizer}):
     * the seat's own hand, the melds, the pile, picks, totals and the turn as shown, the
     * other hands as given ({@code hands}, seat order; the viewer's entry is ignored) and
     * the stock (top last). What no view shows comes from the determinizer's memory:
     * {@code restocks} this hand, and the melds on the table when the seat to act began
     * its turn ({@code meldsAtTurnStart}, with whether it had laid down before; null when
     * unknown, then nothing counts as played this turn). Later deals come from {@code seed}.
     */
    static RaminoMatch fromView(RaminoGame game, Options options, RaminoView view, List<List<FrenchCard>> hands,
                                List<FrenchCard> stock, int restocks, List<RaminoView.MeldView> meldsAtTurnStart,
                                boolean laidAtTurnStart, long seed) {
        int seats = view.seats();
        RaminoMatch m = new RaminoMatch(game, options, seats, seed, false);
        for (int s = 0; s < seats; s++) {
            m.hands.get(s).addAll(s == view.viewer() ? view.hand() : hands.get(s));
            for (RaminoView.Face f : view.pilePicks().get(s)) {
                m.pilePicks.get(s).add(f.card());
            }
            m.laidDown[s] = view.laidDown().get(s);
        }
        m.stock.addAll(stock);
        m.pile.addAll(view.pile());
        view.melds().forEach(mv -> m.melds.add(mv.meld()));
        view.out().forEach(s -> m.out[s] = true);
        view.reentered().forEach(s -> m.reenteredEver[s] = true);
        m.setTotals(view.totals());
        m.penalties = view.lastPenalties();
        m.phase = view.phase();
        m.dealer = view.dealer();
        m.toAct = view.toAct();
        m.handsScored = view.handNumber() - 1;
        m.restocks = restocks;
        m.takenFromPile = view.takenFromPile() == null ? null : view.takenFromPile().card();
        int seatsIn = seats - view.out().size();
        m.forcedTake = m.duemazzi && m.phase == Phase.DRAW && view.melds().isEmpty() && view.pile().size() == 1
                && view.pilePicks().stream().allMatch(List::isEmpty) && m.toAct == m.nextIn(m.dealer)
                && view.stockSize() == Decks.frenchDouble108().size() - m.cardsEach() * seatsIn - 1;
        int actor = m.toAct;
        if (m.phase == Phase.PLAY) {
            for (TableMeld t : m.melds) {
                m.coloreLaid |= t.kind() == TableMeld.Kind.COLORE && t.owner() == actor;
            }
            if (meldsAtTurnStart != null) {
                // What the seat did this turn: the melds that are new or changed since it drew.
                for (TableMeld t : m.melds) {
                    if (t.index() >= meldsAtTurnStart.size()) {
                        if (t.kind() == TableMeld.Kind.COLORE) {
                            m.turnOther = true;
                        } else {
                            m.turnMelds++;
                            m.turnMeldKind = t.kind();
                        }
                        m.turnCards.addAll(t.naturals());
                    } else {
                        TableMeld before = meldsAtTurnStart.get(t.index()).meld();
                        if (!before.equals(t)) {
                            m.turnOther = true;
                            List<FrenchCard> added = new ArrayList<>(t.naturals());
                            before.naturals().forEach(added::remove);
                            m.turnCards.addAll(added);
                            if (before.hasJoker() && !t.hasJoker()) {
                                m.turnCards.add(before.joker());
                            }
                        }
                    }
                }
                m.playedThisTurn = m.turnMelds > 0 || m.turnOther;
                m.laidDown[actor] = laidAtTurnStart;
                if ((laidAtTurnStart || m.playedThisTurn) != view.laidDown().get(actor)) {
                    // The memory is not of this turn: know nothing of it.
                    m.resetTurn();
                    m.takenFromPile = view.takenFromPile() == null ? null : view.takenFromPile().card();
                    m.laidDown[actor] = view.laidDown().get(actor);
                }
            }
        } else if (m.phase == Phase.REENTRY) {
            // Seats that went out in this hand still hold their cards; those after the one asked wait.
            Integer closerSeat = null;
            for (int s = 0; s < seats; s++) {
                if (m.out[s] && !m.hands.get(s).isEmpty()) {
                    m.eliminated.add(s);
                    if (s >= actor && !m.reenteredEver[s]) {
                        m.pendingReentry.add(s);
                    }
                }
                if (!m.out[s] && m.hands.get(s).isEmpty()) {
                    closerSeat = s;
                }
            }
            if (m.pendingReentry.isEmpty() || m.pendingReentry.get(0) != actor) {
                m.pendingReentry.remove(Integer.valueOf(actor));
                m.pendingReentry.add(0, actor);
            }
            m.closer = closerSeat;
            m.closeKind = closerSeat == null ? "none" : "normal";
        }
        return m;
    }

    /** Test positions: the melds on the table, as if laid down earlier this hand. */
    void arrangeMelds(List<TableMeld> table, Set<Integer> laidDownSeats) {
        melds.clear();
        melds.addAll(table);
        for (int s : laidDownSeats) {
            laidDown[s] = true;
        }
        forcedTake = false;
        legalCache = null;
    }

    // ---------------------------------------------------------------- dealing

    private int cardsEach() {
        return duemazzi ? 10 : 7;
    }

    private void startHand() {
        hands.forEach(List::clear);
        pilePicks.forEach(List::clear);
        stock.clear();
        pile.clear();
        melds.clear();
        Arrays.fill(laidDown, false);
        restocks = 0;
        resetTurn();
        List<FrenchCard> deck = duemazzi ? Decks.frenchDouble108() : Decks.french54();
        random.shuffle(deck);
        stock.addAll(deck);
        for (int k = 0; k < cardsEach(); k++) {
            int seat = dealer;
            for (int i = 0; i < seatsIn(); i++) {
                seat = nextIn(seat);
                hands.get(seat).add(top(stock));
            }
        }
        FrenchCard up = top(stock);
        pile.add(up);
        emit(new DealEvent(dealer, snapshotHands(), List.of(up)));
        phase = Phase.DRAW;
        forcedTake = duemazzi;
        toAct = nextIn(dealer);
    }

    private static FrenchCard top(List<FrenchCard> cards) {
        return cards.remove(cards.size() - 1);
    }

    private List<List<Card>> snapshotHands() {
        List<List<Card>> snapshot = new ArrayList<>();
        for (List<FrenchCard> hand : hands) {
            snapshot.add(List.copyOf(hand));
        }
        return snapshot;
    }

    private int seatsIn() {
        int n = 0;
        for (boolean o : out) {
            n += o ? 0 : 1;
        }
        return n;
    }

    /** The next seat after {@code seat} that is still in. */
    private int nextIn(int seat) {
        int s = seat;
        for (int i = 0; i < seatCount(); i++) {
            s = (s + 1) % seatCount();
            if (!out[s]) {
                return s;
            }
        }
        return seat;
    }

    private void resetTurn() {
        takenFromPile = null;
        forcedTake = false;
        playedThisTurn = false;
        coloreLaid = false;
        turnMelds = 0;
        turnOther = false;
        turnMeldKind = null;
        turnCards.clear();
    }

    // ---------------------------------------------------------------- legal moves

    @Override
    public List<RaminoMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        if (legalCache == null) {
            legalCache = List.copyOf(computeLegal());
        }
        return legalCache;
    }

    private Set<RaminoMove> computeLegal() {
        Set<RaminoMove> moves = new LinkedHashSet<>();
        List<FrenchCard> hand = hands.get(toAct);
        switch (phase) {
            case REENTRY -> {
                moves.add(RaminoMove.REENTER);
                moves.add(RaminoMove.STAY_OUT);
            }
            case DRAW -> {
                if (!forcedTake && !stock.isEmpty()) {
                    moves.add(RaminoMove.DRAW_STOCK);
                }
                if (!pile.isEmpty()) {
                    moves.add(RaminoMove.DRAW_PILE);
                }
            }
            case PLAY -> {
                List<FrenchCard> sorted = new ArrayList<>(hand);
                sorted.sort(null);
                for (FrenchCard c : sorted) {
                    if (discardRejection(hand, c) == null) {
                        moves.add(new RaminoMove.Discard(c));
                    }
                }
                if (coloreLaid) {
                    return moves;
                }
                for (Melds.Candidate c : Melds.meldsOf(hand)) {
                    if (keepsDiscard(hand, c.cards())) {
                        moves.add(new RaminoMove.Meld(c.cards(), c.joker()));
                    }
                }
                for (TableMeld m : melds) {
                    if (extendOthers || m.owner() == toAct) {
                        for (Melds.Candidate c : Melds.extensionsOf(m, hand)) {
                            if (keepsDiscard(hand, c.cards())) {
                                moves.add(new RaminoMove.Extend(m.index(), c.cards(), c.joker()));
                            }
                        }
                    }
                }
                for (TableMeld m : melds) {
                    if (m.hasJoker() && hand.contains(m.joker()) && swapKeepsDiscard(hand, m.joker())) {
                        moves.add(new RaminoMove.SwapJoker(m.index(), m.joker()));
                    }
                }
                if (duemazzi && !laidDown[toAct] && !playedThisTurn) {
                    Set<FrenchCard> distinct = new LinkedHashSet<>(sorted);
                    for (FrenchCard d : distinct) {
                        List<FrenchCard> rest = Melds.without(hand, List.of(d));
                        if (coloreRejection(hand, rest) == null) {
                            moves.add(new RaminoMove.Colore(rest));
                        }
                    }
                    if (closeWithoutDiscard && coloreRejection(hand, hand) == null) {
                        moves.add(new RaminoMove.Colore(hand));
                    }
                }
            }
        }
        return moves;
    }

    /** True when a hand left like this still has a card to discard (or nothing, closing, when allowed). */
    private boolean keepsDiscard(List<FrenchCard> remaining) {
        if (remaining.isEmpty()) {
            return closeWithoutDiscard;
        }
        return !(remaining.size() == 1 && remaining.get(0).equals(takenFromPile));
    }

    /** {@link #keepsDiscard(List)} for {@code hand} less {@code cards}, which it holds. */
    private boolean keepsDiscard(List<FrenchCard> hand, List<FrenchCard> cards) {
        int left = hand.size() - cards.size();
        return left > 1 || keepsDiscard(Melds.without(hand, cards));
    }

    private boolean swapKeepsDiscard(List<FrenchCard> hand, FrenchCard card) {
        List<FrenchCard> after = Melds.without(hand, List.of(card));
        after.add(FrenchCard.JOKER);
        return keepsDiscard(after);
    }

    private Rejection discardRejection(List<FrenchCard> hand, FrenchCard card) {
        if (!hand.contains(card)) {
            return Rejection.of("ramino.notInHand", card.code());
        }
        if (card.equals(takenFromPile) && Collections.frequency(hand, card) == 1) {
            return Rejection.of("ramino.pileCardNotDiscardable", card.code());
        }
        return null;
    }

    private Rejection coloreRejection(List<FrenchCard> hand, List<FrenchCard> cards) {
        if (!duemazzi) {
            return Rejection.of("ramino.noColore");
        }
        if (laidDown[toAct] || playedThisTurn) {
            return Rejection.of("ramino.coloreAtOnce");
        }
        Rejection missing = missingRejection(hand, cards);
        if (missing != null) {
            return missing;
        }
        if (!Melds.oneSuit(cards) || cards.size() < 3) {
            return Rejection.of("ramino.coloreOneSuit");
        }
        List<FrenchCard> rest = Melds.without(hand, cards);
        if (rest.size() > 1) {
            return Rejection.of("ramino.coloreAllCards", Integer.toString(rest.size()));
        }
        if (!keepsDiscard(rest)) {
            return Rejection.of("ramino.mustKeepDiscard");
        }
        if (Melds.check(cards, null).valid()) {
            return Rejection.of("ramino.coloreIsMeld");
        }
        return null;
    }

    private static Rejection missingRejection(List<FrenchCard> hand, List<FrenchCard> cards) {
        List<FrenchCard> left = new ArrayList<>(hand);
        for (FrenchCard c : cards) {
            if (!left.remove(c)) {
                return Rejection.of("ramino.notInHand", c.code());
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- checks

    @Override
    protected Rejection check(int seat, RaminoMove move) {
        return switch (phase) {
            case REENTRY -> move instanceof RaminoMove.Reenter ? null : Rejection.of("ramino.reentryChoice");
            case DRAW -> switch (move) {
                case RaminoMove.Draw d -> drawRejection(d);
                case RaminoMove.Reenter r -> Rejection.of("ramino.notOut");
                default -> Rejection.of("ramino.drawFirst");
            };
            case PLAY -> playRejection(seat, move);
        };
    }

    private Rejection drawRejection(RaminoMove.Draw d) {
        if (d.fromPile()) {
            return pile.isEmpty() ? Rejection.of("ramino.pileEmpty") : null;
        }
        if (forcedTake) {
            return Rejection.of("ramino.mustTakeUpCard", pile.get(pile.size() - 1).code());
        }
        return stock.isEmpty() ? Rejection.of("ramino.stockEmpty") : null;
    }

    private Rejection playRejection(int seat, RaminoMove move) {
        List<FrenchCard> hand = hands.get(seat);
        if (coloreLaid && !(move instanceof RaminoMove.Discard)) {
            return Rejection.of("ramino.mustDiscard");
        }
        switch (move) {
            case RaminoMove.Draw d -> {
                return Rejection.of("ramino.alreadyDrew");
            }
            case RaminoMove.Reenter r -> {
                return Rejection.of("ramino.notOut");
            }
            case RaminoMove.Discard d -> {
                return discardRejection(hand, d.card());
            }
            case RaminoMove.Meld m -> {
                Rejection missing = missingRejection(hand, m.cards());
                if (missing != null) {
                    return missing;
                }
                Melds.Verdict v = Melds.check(m.cards(), m.joker());
                if (!v.valid()) {
                    return v.rejection();
                }
                return keepsDiscard(Melds.without(hand, m.cards())) ? null : Rejection.of("ramino.mustKeepDiscard");
            }
            case RaminoMove.Extend x -> {
                if (x.meld() < 0 || x.meld() >= melds.size()) {
                    return Rejection.of("ramino.noSuchMeld", Integer.toString(x.meld()));
                }
                TableMeld target = melds.get(x.meld());
                if (!extendOthers && target.owner() != seat) {
                    return Rejection.of("ramino.notYourMeld", Integer.toString(x.meld()));
                }
                Rejection missing = missingRejection(hand, x.cards());
                if (missing != null) {
                    return missing;
                }
                Melds.Verdict v = Melds.extend(target, x.cards(), x.joker());
                if (!v.valid()) {
                    return v.rejection();
                }
                return keepsDiscard(Melds.without(hand, x.cards())) ? null : Rejection.of("ramino.mustKeepDiscard");
            }
            case RaminoMove.SwapJoker j -> {
                if (j.meld() < 0 || j.meld() >= melds.size()) {
                    return Rejection.of("ramino.noSuchMeld", Integer.toString(j.meld()));
                }
                TableMeld target = melds.get(j.meld());
                if (!target.hasJoker()) {
                    return Rejection.of("ramino.noJoker", Integer.toString(j.meld()));
                }
                if (!j.card().equals(target.joker())) {
                    return Rejection.of("ramino.wrongCardForJoker", j.card().code(), target.joker().code());
                }
                if (!hand.contains(j.card())) {
                    return Rejection.of("ramino.notInHand", j.card().code());
                }
                return swapKeepsDiscard(hand, j.card()) ? null : Rejection.of("ramino.mustKeepDiscard");
            }
            case RaminoMove.Colore k -> {
                return coloreRejection(hand, k.cards());
            }
        }
    }

    // ---------------------------------------------------------------- moves

    @Override
    protected void doApply(int seat, RaminoMove move) {
        legalCache = null;
        switch (move) {
            case RaminoMove.Reenter r -> reenter(seat, r.yes());
            case RaminoMove.Draw d -> draw(seat, d.fromPile());
            case RaminoMove.Meld m -> meld(seat, m);
            case RaminoMove.Extend x -> extend(seat, x);
            case RaminoMove.SwapJoker j -> swap(seat, j);
            case RaminoMove.Colore k -> colore(seat, k);
            case RaminoMove.Discard d -> discard(seat, d.card());
        }
    }

    private void draw(int seat, boolean fromPile) {
        FrenchCard card = top(fromPile ? pile : stock);
        hands.get(seat).add(card);
        if (fromPile) {
            takenFromPile = forcedTake ? null : card;
            pilePicks.get(seat).add(card);
        }
        forcedTake = false;
        emit(new RaminoEvents.Draw(seat, fromPile ? "discard" : "stock", card));
        phase = Phase.PLAY;
    }

    private void meld(int seat, RaminoMove.Meld m) {
        Melds.Verdict v = Melds.check(m.cards(), m.joker());
        removeAll(seat, m.cards());
        TableMeld laid = new TableMeld(melds.size(), seat, v.kind(), v.arranged(), m.joker());
        melds.add(laid);
        playedThisTurn = true;
        turnMelds++;
        turnMeldKind = v.kind();
        turnCards.addAll(laid.naturals());
        emit(new RaminoEvents.Meld(seat, v.arranged(), m.joker()));
        closeIfEmpty(seat);
    }

    private void extend(int seat, RaminoMove.Extend x) {
        TableMeld target = melds.get(x.meld());
        Melds.Verdict v = Melds.extend(target, x.cards(), x.joker());
        removeAll(seat, x.cards());
        FrenchCard joker = x.joker() != null && x.cards().contains(FrenchCard.JOKER) ? x.joker() : target.joker();
        melds.set(x.meld(), new TableMeld(target.index(), target.owner(), target.kind(), v.arranged(), joker));
        playedThisTurn = true;
        turnOther = true;
        x.cards().forEach(c -> turnCards.add(c.isJoker() ? x.joker() : c));
        emit(new RaminoEvents.Extend(seat, x.meld(), x.cards(), x.joker()));
        closeIfEmpty(seat);
    }

    private void swap(int seat, RaminoMove.SwapJoker j) {
        TableMeld target = melds.get(j.meld());
        hands.get(seat).remove(j.card());
        hands.get(seat).add(FrenchCard.JOKER);
        melds.set(j.meld(), new TableMeld(target.index(), target.owner(), target.kind(), target.naturals(), null));
        playedThisTurn = true;
        turnOther = true;
        turnCards.add(j.card());
        emit(new RaminoEvents.SwapJoker(seat, j.meld(), j.card()));
    }

    private void colore(int seat, RaminoMove.Colore k) {
        removeAll(seat, k.cards());
        melds.add(new TableMeld(melds.size(), seat, TableMeld.Kind.COLORE, k.cards(), null));
        playedThisTurn = true;
        coloreLaid = true;
        turnOther = true;
        turnCards.addAll(k.cards());
        emit(new RaminoEvents.Meld(seat, k.cards(), null));
        closeIfEmpty(seat);
    }

    private void removeAll(int seat, List<FrenchCard> cards) {
        for (FrenchCard c : cards) {
            hands.get(seat).remove(c);
        }
    }

    private void closeIfEmpty(int seat) {
        if (hands.get(seat).isEmpty()) {
            close(seat);
        }
    }

    private void discard(int seat, FrenchCard card) {
        hands.get(seat).remove(card);
        pile.add(card);
        emit(new RaminoEvents.Discard(seat, card));
        if (hands.get(seat).isEmpty()) {
            close(seat);
            return;
        }
        laidDown[seat] |= playedThisTurn;
        resetTurn();
        toAct = nextIn(seat);
        phase = Phase.DRAW;
        if (stock.isEmpty()) {
            if (restocks >= MAX_RESTOCKS) {
                endHand(null, "none", 1);
                return;
            }
            restocks++;
            List<FrenchCard> turned = new ArrayList<>(pile);
            Collections.reverse(turned);
            stock.addAll(turned);
            pile.clear();
            emit(new RaminoEvents.Restock());
        }
    }

    private void close(int seat) {
        boolean inHand = !laidDown[seat];
        emit(new RaminoEvents.Close(seat, inHand));
        String kind = inHand ? "inHand" : "normal";
        if (duemazzi && inHand) {
            if (turnMelds == 1 && !turnOther && turnMeldKind == TableMeld.Kind.RUN) {
                kind = "ramino";
            } else if (Melds.oneSuit(turnCards)) {
                kind = "colore";
            }
        }
        endHand(seat, kind, inHand ? 2 : 1);
    }

    // ---------------------------------------------------------------- scoring

    private void endHand(Integer closerSeat, String kind, int multiplier) {
        resetTurn();
        closer = closerSeat;
        closeKind = kind;
        List<Integer> pay = new ArrayList<>();
        for (int s = 0; s < seatCount(); s++) {
            boolean pays = !out[s] && !Objects.equals(closerSeat, s);
            pay.add(pays ? Melds.penalty(hands.get(s)) * multiplier : 0);
        }
        penalties = List.copyOf(pay);
        addToTotals(penalties);
        eliminated.clear();
        reenteredNow.clear();
        pendingReentry.clear();
        List<Integer> totals = totals();
        for (int s = 0; s < seatCount(); s++) {
            if (!out[s] && totals.get(s) >= limit) {
                out[s] = true;
                eliminated.add(s);
            }
        }
        if ("ramino".equals(kind)) {
            emitScore();
            declareWinners(List.of(closerSeat));
            toAct = NOBODY;
            return;
        }
        if (reentry && seatCount() > 2 && seatsIn() >= 1) {
            for (int s : eliminated) {
                if (!reenteredEver[s]) {
                    pendingReentry.add(s);
                }
            }
        }
        if (!pendingReentry.isEmpty()) {
            phase = Phase.REENTRY;
            toAct = pendingReentry.get(0);
            return;
        }
        finishHand();
    }

    private void reenter(int seat, boolean yes) {
        emit(new RaminoEvents.Reentry(seat, yes));
        pendingReentry.remove(0);
        if (yes) {
            int nearest = 0;
            List<Integer> totals = new ArrayList<>(totals());
            for (int s = 0; s < seatCount(); s++) {
                if (!out[s]) {
                    nearest = Math.max(nearest, totals.get(s));
                }
            }
            totals.set(seat, nearest);
            setTotals(totals);
            out[seat] = false;
            reenteredEver[seat] = true;
            reenteredNow.add(seat);
        }
        if (pendingReentry.isEmpty()) {
            finishHand();
        } else {
            toAct = pendingReentry.get(0);
        }
    }

    private void emitScore() {
        emit(new ScoreEvent(new RaminoEvents.HandScore(penalties, eliminated, reenteredNow, closer, closeKind),
                penalties, totals()));
        handsScored++;
    }

    private void finishHand() {
        emitScore();
        List<Integer> in = new ArrayList<>();
        for (int s = 0; s < seatCount(); s++) {
            if (!out[s]) {
                in.add(s);
            }
        }
        if (in.size() == 1) {
            declareWinners(in);
            toAct = NOBODY;
        } else if (in.isEmpty()) {
            int lowest = eliminated.stream().mapToInt(s -> totals().get(s)).min().orElseThrow();
            declareWinners(eliminated.stream().filter(s -> totals().get(s) == lowest).toList());
            toAct = NOBODY;
        } else {
            dealer = nextIn(dealer);
            startHand();
        }
    }

    // ---------------------------------------------------------------- views

    @Override
    public RaminoView view(int seat) {
        return buildView(seat, hands.get(checkSeat(seat)));
    }

    @Override
    public RaminoView publicView() {
        return buildView(RaminoView.PUBLIC, List.of());
    }

    private RaminoView buildView(int viewer, List<FrenchCard> hand) {
        List<FrenchCard> sorted = new ArrayList<>(hand);
        sorted.sort(null);
        List<Boolean> laid = new ArrayList<>();
        for (int s = 0; s < seatCount(); s++) {
            laid.add(laidDown[s] || (s == toAct && playedThisTurn));
        }
        List<Integer> outSeats = new ArrayList<>();
        List<Integer> back = new ArrayList<>();
        for (int s = 0; s < seatCount(); s++) {
            if (out[s]) {
                outSeats.add(s);
            }
            if (reenteredEver[s]) {
                back.add(s);
            }
        }
        return new RaminoView(viewer, duemazzi ? RaminoGame.DUEMAZZI : RaminoGame.CLASSICO, phase, toAct(), dealer,
                handNumber(), sorted, hands.stream().map(List::size).toList(),
                melds.stream().map(RaminoView.MeldView::of).toList(), pile, stock.size(), laid,
                pilePicks.stream().map(p -> p.stream().map(RaminoView.Face::of).toList()).toList(),
                RaminoView.Face.of(takenFromPile), totals(), outSeats, back, penalties, limit, extendOthers,
                closeWithoutDiscard);
    }

    @Override
    public List<FrenchCard> hiddenCards(int seat) {
        return List.copyOf(hands.get(seat));
    }

    // ---------------------------------------------------------------- bookkeeping

    public Phase phase() {
        return phase;
    }

    @Override
    public int toAct() {
        return isOver() ? NOBODY : toAct;
    }

    @Override
    public int handNumber() {
        return decided() ? handsScored : handsScored + 1;
    }

    @Override
    public RaminoMatch copy() {
        return new RaminoMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RaminoMatch m && baseEquals(m)
                && random.equals(m.random) && hands.equals(m.hands) && stock.equals(m.stock)
                && pile.equals(m.pile) && melds.equals(m.melds) && pilePicks.equals(m.pilePicks)
                && Arrays.equals(out, m.out) && Arrays.equals(reenteredEver, m.reenteredEver)
                && Arrays.equals(laidDown, m.laidDown) && phase == m.phase && dealer == m.dealer
                && toAct == m.toAct && restocks == m.restocks && handsScored == m.handsScored
                && Objects.equals(takenFromPile, m.takenFromPile) && forcedTake == m.forcedTake
                && playedThisTurn == m.playedThisTurn && coloreLaid == m.coloreLaid
                && turnMelds == m.turnMelds && turnOther == m.turnOther && turnMeldKind == m.turnMeldKind
                && turnCards.equals(m.turnCards) && pendingReentry.equals(m.pendingReentry)
                && eliminated.equals(m.eliminated) && reenteredNow.equals(m.reenteredNow)
                && penalties.equals(m.penalties) && Objects.equals(closer, m.closer)
                && Objects.equals(closeKind, m.closeKind);
    }

    @Override
    public int hashCode() {
        return Objects.hash(baseHash(), phase, dealer, toAct, stock.size(), pile, handsScored);
    }
}
