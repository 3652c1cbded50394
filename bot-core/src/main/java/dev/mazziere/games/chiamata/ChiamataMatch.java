package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.EndRule;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.StatePart;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickMatch;
import java.util.ArrayList;
import java.util.List;

/**
 * The state machine of a Briscola chiamata match as docs/rules.md plays it: it deals, takes
 * the moves in turn, plays the tricks and scores each hand until the end rule. The whole
 * deck is dealt, four cards at a time twice round from the seat after the dealer; an
 * auction from that seat, round and round, a pass final, until one bidder is left
 * (everyone passing throws the cards in, and the next dealer deals), whose rules
 * {@link ChiamataAuction} holds; the caller's call of a card of its rank, whose suit is
 * briscola and whose holder is the secret partner; eight tricks of Briscola, the first
 * led by the seat after the dealer or by the caller ({@code lead}); the hand scored for
 * each seat; hands until the end rule.
 *
 * <p>Rejection codes: {@code chiamata.bidTooLow}, {@code chiamata.stillBidding} (a call
 * or a card during the auction), {@code chiamata.auctionOver} (a bid or pass after it),
 * {@code chiamata.callFirst} (a card before the call), {@code chiamata.wrongRank} (a call
 * of another rank), {@code chiamata.alreadyCalled}, {@code chiamata.notInHand}.
 */
public final class ChiamataMatch extends TrickMatch<ChiamataMove, ItalianCard> {

    /** What the seat to act does: bid or pass, call the card, or play a card. */
    public enum Phase { AUCTION, CALL, PLAY }

    /** Cards given each time round while dealing: four, twice. */
    private static final int DEAL_PACKET = 4;

    // The settings, read from the options once.
    private final boolean callerLeads;
    private final boolean doubleCappotto;
    private final EndRule end;

    // The state besides the rotation and the trick play (TrickMatch): the hand's auction,
    // call and partner.
    private final ChiamataHand hand;

    ChiamataMatch(ChiamataGame game, Options options, long seed) {
        this(game, options, seed, true);
    }

    private ChiamataMatch(ChiamataGame game, Options options, long seed, boolean deal) {
        super(game, options, ChiamataRules.SEATS, ChiamataRules.SEATS, seed, ChiamataMove.class);
        this.callerLeads = "caller".equals(options.choice(ChiamataGame.LEAD));
        this.doubleCappotto = options.flag(ChiamataGame.CAPPOTTO);
        this.end = EndRule.of(options, ChiamataGame.END, ChiamataGame.TARGET, ChiamataGame.HANDS);
        this.hand = new ChiamataHand(ChiamataRules.SEATS);
        rotation.setDealer(rotation.random().nextInt(ChiamataRules.SEATS));
        if (deal) {
            startHand();
        }
    }

    private ChiamataMatch(ChiamataMatch o) {
        super(o);
        this.callerLeads = o.callerLeads;
        this.doubleCappotto = o.doubleCappotto;
        this.end = o.end;
        this.hand = o.hand.copy();
    }

    /**
     * For tests: a match whose hands start from exactly these cards, with no shuffle, so
     * that a rule can be shown on a chosen position: {@code dealer} has just dealt
     * {@code dealt} (seat order, eight each) and the auction starts; the totals and the
     * count of scored hands are as given. Later deals are shuffled from {@code seed}.
     *
     * @throws IllegalArgumentException when a card is dealt twice or a hand is not of eight
     */
    static ChiamataMatch arranged(ChiamataGame game, Options options, long seed, int dealer,
                                  List<List<ItalianCard>> dealt, List<Integer> totals, int scoredHands) {
        ChiamataMatch m = new ChiamataMatch(game, options, seed, false);
        if (dealt.size() != ChiamataRules.SEATS
                || dealt.stream().flatMap(List::stream).distinct().count() != 40) {
            throw new IllegalArgumentException("five hands of the 40 cards, each once: " + dealt);
        }
        m.rotation.setDealer(dealer);
        m.rotation.setHands(scoredHands);
        m.setTotals(totals);
        m.hand.clear();
        m.tricks.newHand(m.tricks.next(dealer));
        for (int s = 0; s < ChiamataRules.SEATS; s++) {
            if (dealt.get(s).size() != ChiamataRules.HAND_SIZE) {
                throw new IllegalArgumentException("seat " + s + " needs 8 cards: " + dealt.get(s));
            }
            m.tricks.hand(s).addAll(dealt.get(s));
        }
        m.emit(new DealEvent(dealer, StatePart.frozenEach(m.tricks.hands()), null));
        m.sortHands();
        return m;
    }

    /**
     * For search ({@link ChiamataDeterminizer}): the state a seat's view describes, with
     * the other hands given here (the viewer's own entry is ignored); the partner is
     * whoever holds the called card in them, unless the view already knows it. Later deals
     * come from {@code seed}. The state has no history; {@code view(view.viewer())} equals
     * {@code view}.
     */
    static ChiamataMatch fromView(ChiamataGame game, Options options, ChiamataView view,
                                  List<List<ItalianCard>> hands, long seed) {
        ChiamataMatch m = new ChiamataMatch(game, options, seed, false);
        m.tricks.restore(view.table(), view.viewer(), view.hand(), hands, view.toAct());
        m.sortHands();
        m.hand.restore(view, view.called() == null ? NOBODY : m.holder(view.called()));
        m.rotation.setDealer(view.dealer());
        m.rotation.setHands(view.scoredHands());
        m.setTotals(view.totals());
        return m;
    }

    // ---- dealing

    @Override
    protected void startHand() {
        int dealer = rotation.dealer();
        // The seat after the dealer is the first to bid, and leads unless the caller does.
        tricks.newHand(tricks.next(dealer));
        hand.clear();
        List<ItalianCard> deck = ChiamataRules.deck();
        rotation.random().shuffle(deck);
        int dealt = 0;
        for (int round = 0; round < ChiamataRules.HAND_SIZE / DEAL_PACKET; round++) {
            for (int i = 1; i <= ChiamataRules.SEATS; i++) {
                List<ItalianCard> cards = tricks.hand((dealer + i) % ChiamataRules.SEATS);
                for (int k = 0; k < DEAL_PACKET; k++) {
                    cards.add(deck.get(dealt++));
                }
            }
        }
        emit(new DealEvent(dealer, StatePart.frozenEach(tricks.hands()), null));
        sortHands();
    }

    private void sortHands() {
        for (int s = 0; s < ChiamataRules.SEATS; s++) {
            tricks.hand(s).sort(ChiamataRules.HAND_ORDER);
        }
    }

    private int next(int seat) {
        return tricks.next(seat);
    }

    /** The seat whose hand holds {@code card}, or -1. */
    private int holder(ItalianCard card) {
        for (int s = 0; s < ChiamataRules.SEATS; s++) {
            if (tricks.hand(s).contains(card)) {
                return s;
            }
        }
        return -1;
    }

    // ---- moves

    @Override
    public List<ChiamataMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        if (hand.phase != Phase.PLAY) {
            return ChiamataAuction.legal(hand);
        }
        List<ItalianCard> cards = tricks.hand(tricks.toAct());
        List<ChiamataMove> plays = new ArrayList<>(cards.size());
        for (int i = 0; i < cards.size(); i++) {
            plays.add(ChiamataMove.play(cards.get(i)));
        }
        return plays;
    }

    @Override
    protected Rejection check(int seat, ChiamataMove move) {
        if (!(move instanceof ChiamataMove.Play p)) {
            return ChiamataAuction.check(hand, move);
        }
        return switch (hand.phase) {
            case AUCTION -> Rejection.of("chiamata.stillBidding", p.card().code());
            case CALL -> Rejection.of("chiamata.callFirst", p.card().code());
            case PLAY -> tricks.hand(seat).contains(p.card()) ? null
                    : Rejection.of("chiamata.notInHand", p.card().code());
        };
    }

    @Override
    protected void doApply(int seat, ChiamataMove move) {
        switch (move) {
            case ChiamataMove.Pass p -> bid(seat, null);
            case ChiamataMove.Bid b -> bid(seat, b.contract());
            case ChiamataMove.Call c -> call(seat, c.card());
            case ChiamataMove.Play p -> play(seat, p.card());
        }
    }

    // ---- the auction

    private void bid(int seat, Contract contract) {
        ChiamataEvents.Bid event = ChiamataEvents.Bid.of(seat, contract);
        emit(event);
        int next = ChiamataAuction.record(hand, event, contract);
        if (next == NOBODY) {
            // Everyone passed: the cards are thrown in and the next dealer deals.
            emit(new ChiamataEvents.Redeal());
            rotation.setDealer(next(rotation.dealer()));
            startHand();
            return;
        }
        // The next seat still in bids, or the last bidder left in calls its card.
        tricks.setToAct(next);
    }

    private void call(int seat, ItalianCard card) {
        hand.called = card;
        hand.partner = holder(card);
        emit(new ChiamataEvents.Call(seat, card));
        hand.phase = Phase.PLAY;
        tricks.lead(callerLeads ? hand.caller : next(rotation.dealer()));
    }

    // ---- the play

    private ItalianSuit trump() {
        return hand.called.suit();
    }

    private void play(int seat, ItalianCard card) {
        TrickEvents.Play<ItalianCard> play = tricks.play(seat, card);
        hand.plays.add(play);
        emit(play);
        if (card == hand.called) {
            hand.revealed = true;
            emit(new ChiamataEvents.Partner(seat, hand.caller));
        }
        if (!tricks.complete()) {
            return;
        }
        emit(tricks.collect(ChiamataRules.TRICK_RULES, trump()));
        if (tricks.handsEmpty()) {
            endHand();
        }
    }

    private void endHand() {
        List<Integer> cardPoints = new ArrayList<>(ChiamataRules.SEATS);
        for (int s = 0; s < ChiamataRules.SEATS; s++) {
            cardPoints.add(CardPoints.BRISCOLA.of(tricks.taken(s)));
        }
        ChiamataEvents.HandScore score = ChiamataRules.score(hand.caller, hand.partner, hand.called,
                hand.highest.points(), cardPoints);
        List<Integer> points = ChiamataRules.payments(score.caller(), score.partner(), score.made(),
                score.cappotto() && doubleCappotto);
        addToTotals(points);
        rotation.countHand();
        emit(new ScoreEvent(score, points, totals()));
        List<Integer> winners = end.winners(totals(), rotation.hands());
        nextHandOrEnd(winners);
    }

    // ---- what the seats see

    @Override
    public ChiamataView view(int seat) {
        checkSeat(seat);
        int known = hand.revealed || hand.partner == seat ? hand.partner : NOBODY;
        return buildView(seat, tricks.hand(seat), known);
    }

    @Override
    public ChiamataView publicView() {
        return buildView(ChiamataView.PUBLIC, List.of(), hand.revealed ? hand.partner : NOBODY);
    }

    private ChiamataView buildView(int viewer, List<ItalianCard> cards, int partner) {
        return new ChiamataView(viewer, hand.phase, cards, tricks.view(), hand.plays, rotation.dealer(), toAct(),
                handNumber(), hand.bids, hand.highest, hand.bidder, hand.caller,
                hand.called == null ? null : hand.called.suit(), partner, totals(), rotation.hands(),
                end.name(), end.target(), end.hands(), callerLeads ? "caller" : "first",
                doubleCappotto);
    }

    // ---- bookkeeping

    /** The phase of the hand being played. */
    public Phase phase() {
        return hand.phase;
    }

    /** The hand being played, from 1; a throw-in is dealt again under the same number. */
    @Override
    public int handNumber() {
        return decided() ? rotation.hands() : rotation.hands() + 1;
    }

    @Override
    public ChiamataMatch copy() {
        return new ChiamataMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChiamataMatch m && trickEquals(m) && hand.equals(m.hand);
    }

    @Override
    public int hashCode() {
        return trickHash(hand);
    }
}
