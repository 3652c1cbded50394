package dev.mazziere.games.scopa;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.AbstractMatch;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A Scopa (or Scopone) match as docs/rules.md plays it: deals of three (Scopone: all the
 * cards at once), mandatory captures, scope, the final sweep, the hand count, and
 * hands until a side reaches the target alone on top.
 */
public final class ScopaMatch extends AbstractMatch<ScopaMove> {

    private final SeededRandom random;
    private final boolean scopone;
    private final boolean classicoDeal;
    private final boolean fewest;
    private final boolean tiesEach;
    private final boolean napola;
    private final boolean rebello;
    private final boolean kingsRedeal;
    private final int target;
    private final int sides;

    private List<ItalianCard> deck;
    private int dealtCount;
    private final List<List<ItalianCard>> hands;
    private final List<ItalianCard> table;
    private final List<List<ItalianCard>> captured;
    private final int[] scope;
    private int dealer;
    private int toAct;
    private int lastCapturer;
    private int handNumber;
    private ScopaEvents.Play last;

    ScopaMatch(ScopaGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private ScopaMatch(ScopaGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, seats == 4 ? 2 : seats, seed, ScopaMove.class);
        this.random = new SeededRandom(seed);
        this.scopone = ScopaGame.isScopone(options);
        this.classicoDeal = "classico".equals(options.choice(ScopaGame.SCOPONE_DEAL));
        this.fewest = "fewest".equals(options.choice(ScopaGame.CAPTURE_CHOICE));
        this.tiesEach = "each".equals(options.choice(ScopaGame.TIES));
        this.napola = options.flag(ScopaGame.NAPOLA);
        this.rebello = options.flag(ScopaGame.REBELLO);
        this.kingsRedeal = options.flag(ScopaGame.KINGS_REDEAL);
        this.target = options.number(ScopaGame.TARGET);
        this.sides = seats == 4 ? 2 : seats;
        this.hands = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            hands.add(new ArrayList<>());
        }
        this.table = new ArrayList<>();
        this.captured = new ArrayList<>();
        for (int t = 0; t < sides; t++) {
            captured.add(new ArrayList<>());
        }
        this.scope = new int[sides];
        if (deal) {
            this.dealer = random.nextInt(seats);
            startHand();
        }
    }

    /**
     * For tests only: a match whose first hand starts from exactly these cards, with no
     * shuffle and no kings check, so that a rule can be shown on a chosen position.
     * The deal event names {@code hands} and {@code table}; the seat after
     * {@code dealer} plays first; when every hand is empty, the next three cards each
     * come from the front of {@code stock} (so its size should be a multiple of three
     * times the seats), and when it is empty the hand ends as usual. Later hands are
     * shuffled from seed 0. Nothing checks that the cards make up a whole deck.
     *
     * @param totals the running totals per side before this hand
     * @throws IllegalArgumentException when a card appears twice
     */
    static ScopaMatch scenario(ScopaGame game, Options options, int dealer, List<List<ItalianCard>> hands,
                               List<ItalianCard> table, List<ItalianCard> stock, List<Integer> totals) {
        game.seats(options).check(ScopaGame.ID, hands.size());
        ScopaMatch m = new ScopaMatch(game, options, hands.size(), 0L, false);
        List<ItalianCard> deck = new ArrayList<>();
        for (int s = 0; s < hands.size(); s++) {
            m.hands.get(s).addAll(hands.get(s));
            deck.addAll(hands.get(s));
        }
        m.table.addAll(table);
        deck.addAll(table);
        deck.addAll(stock);
        if (deck.stream().distinct().count() != deck.size()) {
            throw new IllegalArgumentException("a card appears twice in the scenario: " + deck);
        }
        m.deck = List.copyOf(deck);
        m.dealtCount = deck.size() - stock.size();
        m.setTotals(totals);
        m.dealer = dealer;
        m.handNumber = 1;
        m.lastCapturer = NOBODY;
        boolean tableCards = !m.scopone || m.classicoDeal;
        m.emit(new DealEvent(dealer, m.snapshotHands(), tableCards ? List.copyOf(m.table) : null));
        m.toAct = m.next(dealer);
        return m;
    }

    /** For tests only: {@link #scenario(ScopaGame, Options, int, List, List, List, List)} with all totals 0. */
    static ScopaMatch scenario(ScopaGame game, Options options, int dealer, List<List<ItalianCard>> hands,
                               List<ItalianCard> table, List<ItalianCard> stock) {
        int sides = hands.size() == 4 ? 2 : hands.size();
        return scenario(game, options, dealer, hands, table, stock, java.util.Collections.nCopies(sides, 0));
    }

    private ScopaMatch(ScopaMatch o) {
        super(o);
        this.random = o.random.copy();
        this.scopone = o.scopone;
        this.classicoDeal = o.classicoDeal;
        this.fewest = o.fewest;
        this.tiesEach = o.tiesEach;
        this.napola = o.napola;
        this.rebello = o.rebello;
        this.kingsRedeal = o.kingsRedeal;
        this.target = o.target;
        this.sides = o.sides;
        this.deck = o.deck;
        this.dealtCount = o.dealtCount;
        this.hands = o.hands.stream().map(h -> (List<ItalianCard>) new ArrayList<>(h)).toList();
        this.table = new ArrayList<>(o.table);
        this.captured = o.captured.stream().map(p -> (List<ItalianCard>) new ArrayList<>(p)).toList();
        this.scope = o.scope.clone();
        this.dealer = o.dealer;
        this.toAct = o.toAct;
        this.lastCapturer = o.lastCapturer;
        this.handNumber = o.handNumber;
        this.last = o.last;
    }

    /**
     * For search ({@link ScopaDeterminizer}): the state a seat's view describes, with the
     * cards it cannot see given here. Everything public comes from {@code view}; the
     * other hands from {@code hands} (the viewer's own entry is ignored), the stock in
     * dealing order from {@code stock}; later hands are shuffled from {@code seed}. The
     * state has no history: {@code view(view.viewer())} equals {@code view}.
     *
     * @param lastCapturer the seat that captured last this hand (it takes the table at
     *                     the end), or {@link #NOBODY}
     */
    static ScopaMatch fromView(ScopaGame game, Options options, ScopaView view, List<List<ItalianCard>> hands,
                               List<ItalianCard> stock, int lastCapturer, long seed) {
        ScopaMatch m = new ScopaMatch(game, options, view.seats(), seed, false);
        List<ItalianCard> dealt = new ArrayList<>();
        for (int s = 0; s < view.seats(); s++) {
            List<ItalianCard> hand = s == view.viewer() ? view.hand() : hands.get(s);
            m.hands.get(s).addAll(hand);
            dealt.addAll(hand);
        }
        m.table.addAll(view.table());
        dealt.addAll(view.table());
        for (int t = 0; t < m.sides; t++) {
            m.captured.get(t).addAll(view.captured().get(t));
            dealt.addAll(view.captured().get(t));
            m.scope[t] = view.scope().get(t);
        }
        dealt.addAll(stock);
        m.deck = List.copyOf(dealt);
        m.dealtCount = dealt.size() - stock.size();
        m.setTotals(view.totals());
        m.dealer = view.dealer();
        m.toAct = view.toAct();
        m.handNumber = view.handNumber();
        m.lastCapturer = lastCapturer;
        m.last = view.last();
        return m;
    }

    // ---- dealing

    private void startHand() {
        handNumber++;
        lastCapturer = NOBODY;
        last = null;
        table.clear();
        for (List<ItalianCard> pile : captured) {
            pile.clear();
        }
        Arrays.fill(scope, 0);
        int each = scopone ? (classicoDeal ? 9 : 10) : 3;
        boolean tableCards = !scopone || classicoDeal;
        while (true) {
            shuffleAndDeal(each, tableCards);
            long kings = table.stream().filter(c -> c.rank() == ItalianCard.RE).count();
            if (!(kingsRedeal && tableCards && kings >= 3)) {
                break;
            }
            // Three or four kings on the table: the same dealer shuffles and deals again.
            for (List<ItalianCard> hand : hands) {
                hand.clear();
            }
            table.clear();
        }
        toAct = next(dealer);
    }

    private void shuffleAndDeal(int each, boolean tableCards) {
        List<ItalianCard> fresh = Decks.italian40();
        random.shuffle(fresh);
        deck = List.copyOf(fresh);
        dealtCount = 0;
        dealRound(each);
        if (tableCards) {
            for (int i = 0; i < 4; i++) {
                table.add(deck.get(dealtCount++));
            }
        }
        emit(new DealEvent(dealer, snapshotHands(), tableCards ? List.copyOf(table) : null));
    }

    /** Deals {@code each} cards to every seat, one at a time, starting after the dealer. */
    private void dealRound(int each) {
        for (int k = 0; k < each; k++) {
            for (int i = 1; i <= seatCount(); i++) {
                hands.get((dealer + i) % seatCount()).add(deck.get(dealtCount++));
            }
        }
    }

    private List<List<Card>> snapshotHands() {
        List<List<Card>> snapshot = new ArrayList<>();
        for (List<ItalianCard> hand : hands) {
            snapshot.add(List.copyOf(hand));
        }
        return snapshot;
    }

    private int next(int seat) {
        return (seat + 1) % seatCount();
    }

    // ---- moves

    @Override
    public List<ScopaMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        List<ScopaMove> moves = new ArrayList<>();
        for (ItalianCard card : hands.get(toAct)) {
            List<List<ItalianCard>> options = Captures.options(card.rank(), table, fewest);
            if (options.isEmpty()) {
                moves.add(ScopaMove.drop(card));
            } else {
                for (List<ItalianCard> capture : options) {
                    moves.add(new ScopaMove(card, capture));
                }
            }
        }
        return moves;
    }

    @Override
    protected Rejection check(int seat, ScopaMove move) {
        ItalianCard card = move.card();
        if (!hands.get(seat).contains(card)) {
            return Rejection.of("scopa.notInHand", card.code());
        }
        for (int i = 0; i < move.capture().size(); i++) {
            ItalianCard c = move.capture().get(i);
            if (!table.contains(c) || move.capture().indexOf(c) != i) {
                return Rejection.of("scopa.notOnTable", c.code());
            }
        }
        List<List<ItalianCard>> options = Captures.options(card.rank(), table, fewest);
        if (options.contains(move.capture()) || (options.isEmpty() && !move.captures())) {
            return null;
        }
        if (options.isEmpty()) {
            return Rejection.of("scopa.cannotTake", card.code());
        }
        if (!move.captures()) {
            return Rejection.of("scopa.mustTake", card.code());
        }
        if (options.get(0).size() == 1) {
            return Rejection.of("scopa.mustTakeSingle", card.code(), options.get(0).get(0).code());
        }
        int sum = move.capture().stream().mapToInt(ItalianCard::rank).sum();
        if (sum != card.rank()) {
            return Rejection.of("scopa.wrongSum", card.code(), Integer.toString(sum));
        }
        return Rejection.of("scopa.mustTakeFewest", card.code(), Integer.toString(options.get(0).size()));
    }

    @Override
    protected void doApply(int seat, ScopaMove move) {
        hands.get(seat).remove(move.card());
        boolean scored = false;
        if (move.captures()) {
            table.removeAll(move.capture());
            List<ItalianCard> pile = captured.get(teamOf(seat));
            pile.add(move.card());
            pile.addAll(move.capture());
            lastCapturer = seat;
            // A sweep with the last card of the hand is no scopa.
            scored = table.isEmpty() && !handExhausted();
            if (scored) {
                scope[teamOf(seat)]++;
            }
        } else {
            table.add(move.card());
        }
        last = new ScopaEvents.Play(seat, move.card(), move.capture(), scored);
        emit(last);
        toAct = next(seat);
        if (hands.stream().allMatch(List::isEmpty)) {
            if (dealtCount < deck.size()) {
                dealRound(3);
                emit(new DealEvent(dealer, snapshotHands(), null));
            } else {
                endHand();
            }
        }
    }

    private boolean handExhausted() {
        return dealtCount == deck.size() && hands.stream().allMatch(List::isEmpty);
    }

    private void endHand() {
        if (!table.isEmpty() && lastCapturer != NOBODY) {
            emit(new ScopaEvents.Sweep(lastCapturer, table));
            captured.get(teamOf(lastCapturer)).addAll(table);
            table.clear();
        }
        List<TeamHandScore> score = ScopaScoring.score(captured, scope, tiesEach, napola, rebello);
        List<Integer> points = score.stream().map(TeamHandScore::points).toList();
        addToTotals(points);
        List<Integer> totals = totals();
        emit(new ScoreEvent(score, points, totals));
        int max = totals.stream().mapToInt(Integer::intValue).max().orElseThrow();
        // At or over the target, the highest side wins alone; equal highest play on.
        if (max >= target && totals.indexOf(max) == totals.lastIndexOf(max)) {
            declareWinners(List.of(totals.indexOf(max)));
            toAct = NOBODY;
            return;
        }
        dealer = next(dealer);
        startHand();
    }

    // ---- what the seats see

    @Override
    public ScopaView view(int seat) {
        return buildView(seat, hands.get(checkSeat(seat)));
    }

    @Override
    public ScopaView publicView() {
        return buildView(ScopaView.PUBLIC, List.of());
    }

    private ScopaView buildView(int viewer, List<ItalianCard> hand) {
        List<Integer> sizes = hands.stream().map(List::size).toList();
        return new ScopaView(viewer, hand, table, sizes, deck.size() - dealtCount, dealer,
                isOver() ? NOBODY : toAct, handNumber, captured,
                Arrays.stream(scope).boxed().toList(), totals(), target, last);
    }

    @Override
    public List<ItalianCard> hiddenCards(int seat) {
        return List.copyOf(hands.get(seat));
    }

    // ---- bookkeeping

    @Override
    public int toAct() {
        return isOver() ? NOBODY : toAct;
    }

    @Override
    public int teamOf(int seat) {
        return seat % sides;
    }

    @Override
    public int handNumber() {
        return handNumber;
    }

    @Override
    public ScopaMatch copy() {
        return new ScopaMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ScopaMatch m && baseEquals(m)
                && random.equals(m.random) && deck.equals(m.deck) && dealtCount == m.dealtCount
                && hands.equals(m.hands) && table.equals(m.table) && captured.equals(m.captured)
                && Arrays.equals(scope, m.scope)
                && dealer == m.dealer && toAct == m.toAct && lastCapturer == m.lastCapturer
                && handNumber == m.handNumber && Objects.equals(last, m.last);
    }

    @Override
    public int hashCode() {
        return Objects.hash(baseHash(), dealtCount, table, handNumber);
    }
}
