package dev.mazziere.games.napoleone;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.AbstractMatch;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.games.napoleone.NapoleoneRules.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A Napoleone match as docs/rules.md plays it: five cards each, one round of bids starting
 * after the dealer, a throw-in when everyone passes (the next dealer deals), the caller
 * leading and the first card setting trumps, follow suit, the hand stopping as soon as
 * the contract is decided, zero-sum payments, and hands until the end rule.
 *
 * <p>Rejection codes: {@code napoleone.notYourBid} (a bid once the bidding is over),
 * {@code napoleone.stillBidding} (a card before the bidding is over),
 * {@code napoleone.bidTooLow} (a bid not above the highest so far),
 * {@code napoleone.overcallNotAllowed} (Wellington not over a Napoleone, Blücher not over a
 * Wellington, under {@code overcalls=strict}), {@code napoleone.notInHand},
 * {@code napoleone.mustFollowSuit}.
 *
 * <p>The bidding ends early only after a Blücher: nothing can be bid over it, so the seats
 * still to speak are not asked to pass.
 */
public final class NapoleoneMatch extends AbstractMatch<NapoleoneMove> {

    /** What the seat to act does: bid (or pass), or play a card. */
    public enum Phase { BIDDING, PLAYING }

    private static final int CARDS_EACH = 5;

    /** A hand as shown: by suit, then ace high (2 ... K A), not the deck's ace-low order. */
    private static final Comparator<FrenchCard> HAND_ORDER = Comparator
            .comparing(FrenchCard::suit).thenComparingInt(NapoleoneRules::strength);

    private final SeededRandom random;
    private final boolean strict;
    private final boolean misereTrumps;
    private final int misereValue;
    private final boolean endByHands;
    private final int target;
    private final int handsToPlay;

    private final List<List<FrenchCard>> hands;
    private Phase phase;
    private int dealer;
    private int toAct;
    private final List<NapoleoneEvents.Bid> bids;
    private Contract highest;
    private int caller;
    private FrenchSuit trump;
    private final List<NapoleoneEvents.Play> trick;
    private NapoleoneEvents.Trick lastTrick;
    private final List<FrenchCard> played;
    private final int[] tricks;
    private int scoredHands;

    NapoleoneMatch(NapoleoneGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private NapoleoneMatch(NapoleoneGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, seats, seed, NapoleoneMove.class);
        this.random = new SeededRandom(seed);
        this.strict = "strict".equals(options.choice(NapoleoneGame.OVERCALLS));
        this.misereTrumps = options.flag(NapoleoneGame.MISERE_TRUMPS);
        this.misereValue = options.number(NapoleoneGame.MISERE_VALUE);
        this.endByHands = "hands".equals(options.choice(NapoleoneGame.END));
        this.target = options.number(NapoleoneGame.TARGET);
        this.handsToPlay = options.number(NapoleoneGame.HANDS);
        this.hands = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            hands.add(new ArrayList<>());
        }
        this.bids = new ArrayList<>();
        this.trick = new ArrayList<>();
        this.played = new ArrayList<>();
        this.tricks = new int[seats];
        this.dealer = random.nextInt(seats);
        if (deal) {
            startHand();
        }
    }

    private NapoleoneMatch(NapoleoneMatch o) {
        super(o);
        this.random = o.random.copy();
        this.strict = o.strict;
        this.misereTrumps = o.misereTrumps;
        this.misereValue = o.misereValue;
        this.endByHands = o.endByHands;
        this.target = o.target;
        this.handsToPlay = o.handsToPlay;
        this.hands = new ArrayList<>();
        o.hands.forEach(h -> hands.add(new ArrayList<>(h)));
        this.phase = o.phase;
        this.dealer = o.dealer;
        this.toAct = o.toAct;
        this.bids = new ArrayList<>(o.bids);
        this.highest = o.highest;
        this.caller = o.caller;
        this.trump = o.trump;
        this.trick = new ArrayList<>(o.trick);
        this.lastTrick = o.lastTrick;
        this.played = new ArrayList<>(o.played);
        this.tricks = o.tricks.clone();
        this.scoredHands = o.scoredHands;
    }

    /**
     * A match at an exact position, for tests: {@code dealer} has just dealt {@code dealt}
     * (seat order) and the bidding starts; the totals and the count of scored hands are as
     * given. Later deals come from {@code seed}. The history starts empty here.
     */
    static NapoleoneMatch arranged(NapoleoneGame game, Options options, long seed, int dealer,
                                   List<List<FrenchCard>> dealt, int[] totals, int scoredHands) {
        NapoleoneMatch m = new NapoleoneMatch(game, options, dealt.size(), seed, false);
        m.dealer = dealer;
        m.phase = Phase.BIDDING;
        m.setTotals(Arrays.stream(totals).boxed().toList());
        m.scoredHands = scoredHands;
        if (dealt.stream().flatMap(List::stream).distinct().count() != (long) CARDS_EACH * dealt.size()) {
            throw new IllegalArgumentException("a card dealt twice: " + dealt);
        }
        for (int s = 0; s < dealt.size(); s++) {
            if (dealt.get(s).size() != CARDS_EACH) {
                throw new IllegalArgumentException("seat " + s + " needs " + CARDS_EACH + " cards");
            }
            m.hands.get(s).addAll(dealt.get(s));
        }
        m.emit(new DealEvent(dealer, m.snapshotHands(), null));
        m.toAct = m.next(dealer);
        return m;
    }

    /**
     * For search ({@link NapoleoneDeterminizer}): the state a seat's view describes, with
     * the other hands given here (the viewer's own entry is ignored). Later deals come
     * from {@code seed}. The state has no history; {@code view(view.viewer())} equals
     * {@code view}.
     */
    static NapoleoneMatch fromView(NapoleoneGame game, Options options, NapoleoneView view,
                                   List<List<FrenchCard>> hands, long seed) {
        NapoleoneMatch m = new NapoleoneMatch(game, options, view.seats(), seed, false);
        for (int s = 0; s < view.seats(); s++) {
            m.hands.get(s).addAll(s == view.viewer() ? view.hand() : hands.get(s));
        }
        m.phase = view.phase();
        m.dealer = view.dealer();
        m.toAct = view.toAct();
        m.bids.addAll(view.bids());
        m.highest = view.highest();
        m.caller = NOBODY;
        for (NapoleoneEvents.Bid bid : view.bids()) {
            if (!"pass".equals(bid.bid())) {
                m.caller = bid.seat();
            }
        }
        m.trump = view.trump();
        m.trick.addAll(view.trick());
        m.lastTrick = view.lastTrick();
        m.played.addAll(view.played());
        for (int s = 0; s < view.seats(); s++) {
            m.tricks[s] = view.tricks().get(s);
        }
        m.scoredHands = view.scoredHands();
        m.setTotals(view.totals());
        return m;
    }

    // ---- dealing

    private void startHand() {
        for (List<FrenchCard> hand : hands) {
            hand.clear();
        }
        bids.clear();
        highest = null;
        caller = NOBODY;
        trump = null;
        trick.clear();
        lastTrick = null;
        played.clear();
        Arrays.fill(tricks, 0);
        phase = Phase.BIDDING;
        List<FrenchCard> deck = Decks.french52();
        random.shuffle(deck);
        int dealt = 0;
        for (int k = 0; k < CARDS_EACH; k++) {
            for (int i = 1; i <= seatCount(); i++) {
                hands.get((dealer + i) % seatCount()).add(deck.get(dealt++));
            }
        }
        emit(new DealEvent(dealer, snapshotHands(), null));
        toAct = next(dealer);
    }

    private List<List<Card>> snapshotHands() {
        List<List<Card>> snapshot = new ArrayList<>();
        for (List<FrenchCard> hand : hands) {
            snapshot.add(List.copyOf(hand));
        }
        return snapshot;
    }

    private int next(int seat) {
        return (seat + 1) % seatCount();
    }

    // ---- moves

    @Override
    public List<NapoleoneMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        List<NapoleoneMove> moves = new ArrayList<>();
        switch (phase) {
            case BIDDING -> {
                moves.add(NapoleoneMove.PASS);
                for (Contract c : Contract.values()) {
                    if (bidRejection(c) == null) {
                        moves.add(NapoleoneMove.bid(c));
                    }
                }
            }
            case PLAYING -> {
                // In the order the hand is shown, so the buttons read like the hand.
                List<FrenchCard> playable = new ArrayList<>(NapoleoneRules.playable(hands.get(toAct), ledSuit()));
                playable.sort(HAND_ORDER);
                for (FrenchCard card : playable) {
                    moves.add(new NapoleoneMove.Play(card));
                }
            }
        }
        return moves;
    }

    @Override
    protected Rejection check(int seat, NapoleoneMove move) {
        return switch (phase) {
            case BIDDING -> switch (move) {
                case NapoleoneMove.Pass pass -> null;
                case NapoleoneMove.Bid bid -> bidRejection(bid.contract());
                case NapoleoneMove.Play play -> Rejection.of("napoleone.stillBidding", play.card().code());
            };
            case PLAYING -> switch (move) {
                case NapoleoneMove.Pass pass -> Rejection.of("napoleone.notYourBid", "pass");
                case NapoleoneMove.Bid bid -> Rejection.of("napoleone.notYourBid", bid.contract().code());
                case NapoleoneMove.Play play -> playRejection(seat, play.card());
            };
        };
    }

    /** Why the seat to act may not bid {@code c} now, or null. */
    private Rejection bidRejection(Contract c) {
        if (!c.beats(highest)) {
            return Rejection.of("napoleone.bidTooLow", c.code(), highest.code());
        }
        if (strict && c == Contract.WELLINGTON && highest != Contract.NAPOLEONE) {
            return Rejection.of("napoleone.overcallNotAllowed", c.code(), Contract.NAPOLEONE.code());
        }
        if (strict && c == Contract.BLUCHER && highest != Contract.WELLINGTON) {
            return Rejection.of("napoleone.overcallNotAllowed", c.code(), Contract.WELLINGTON.code());
        }
        return null;
    }

    private Rejection playRejection(int seat, FrenchCard card) {
        List<FrenchCard> hand = hands.get(seat);
        if (!hand.contains(card)) {
            return Rejection.of("napoleone.notInHand", card.code());
        }
        FrenchSuit led = ledSuit();
        if (!NapoleoneRules.playable(hand, led).contains(card)) {
            return Rejection.of("napoleone.mustFollowSuit", card.code(), String.valueOf(led.letter()));
        }
        return null;
    }

    private FrenchSuit ledSuit() {
        return trick.isEmpty() ? null : trick.get(0).card().suit();
    }

    @Override
    protected void doApply(int seat, NapoleoneMove move) {
        switch (move) {
            case NapoleoneMove.Pass pass -> bid(seat, null);
            case NapoleoneMove.Bid b -> bid(seat, b.contract());
            case NapoleoneMove.Play p -> play(seat, p.card());
        }
    }

    // ---- bidding

    private void bid(int seat, Contract contract) {
        bids.add(new NapoleoneEvents.Bid(seat, contract == null ? "pass" : contract.code()));
        emit(bids.get(bids.size() - 1));
        if (contract != null) {
            highest = contract;
            caller = seat;
        }
        boolean roundDone = bids.size() == seatCount() || highest == Contract.BLUCHER;
        if (!roundDone) {
            toAct = next(seat);
        } else if (highest == null) {
            // Everyone passed: the cards are thrown in and the next dealer deals.
            emit(new NapoleoneEvents.Redeal());
            dealer = next(dealer);
            startHand();
        } else {
            phase = Phase.PLAYING;
            toAct = caller;
        }
    }

    // ---- play

    private void play(int seat, FrenchCard card) {
        hands.get(seat).remove(card);
        if (played.isEmpty() && (!highest.isMisere() || misereTrumps)) {
            trump = card.suit();
        }
        played.add(card);
        NapoleoneEvents.Play event = new NapoleoneEvents.Play(seat, card);
        trick.add(event);
        emit(event);
        if (trick.size() < seatCount()) {
            toAct = next(seat);
            return;
        }
        List<FrenchCard> cards = trick.stream().map(NapoleoneEvents.Play::card).toList();
        int winner = trick.get(NapoleoneRules.winningIndex(cards, trump)).seat();
        tricks[winner]++;
        lastTrick = new NapoleoneEvents.Trick(winner, cards);
        emit(lastTrick);
        trick.clear();
        toAct = winner;
        int tricksPlayed = Arrays.stream(tricks).sum();
        Verdict verdict = NapoleoneRules.verdict(highest, tricks[caller], tricksPlayed);
        if (verdict != Verdict.OPEN) {
            endHand(verdict == Verdict.MADE);
        }
    }

    private void endHand(boolean made) {
        List<Integer> points = NapoleoneRules.payments(seatCount(), caller, highest.value(misereValue), made);
        addToTotals(points);
        scoredHands++;
        emit(new ScoreEvent(new NapoleoneEvents.HandScore(caller, highest.code(),
                trump == null ? null : String.valueOf(trump.letter()), tricks[caller], made), points, totals()));
        List<Integer> winners = NapoleoneEnd.winners(totals(), scoredHands, endByHands, target, handsToPlay);
        if (winners == null) {
            dealer = next(dealer);
            startHand();
        } else {
            declareWinners(winners);
            toAct = NOBODY;
        }
    }

    // ---- what the seats see

    @Override
    public NapoleoneView view(int seat) {
        return buildView(seat, hands.get(checkSeat(seat)));
    }

    @Override
    public NapoleoneView publicView() {
        return buildView(NapoleoneView.PUBLIC, List.of());
    }

    private NapoleoneView buildView(int viewer, List<FrenchCard> hand) {
        List<FrenchCard> sorted = new ArrayList<>(hand);
        sorted.sort(HAND_ORDER);
        return new NapoleoneView(viewer, phase, sorted, hands.stream().map(List::size).toList(), dealer,
                toAct(), handNumber(), bids, highest, phase == Phase.PLAYING ? caller : NOBODY,
                phase == Phase.PLAYING ? highest : null, trump, trick, lastTrick, played,
                Arrays.stream(tricks).boxed().toList(), totals(), scoredHands,
                endByHands ? "hands" : "target", target, handsToPlay, strict, misereTrumps, misereValue);
    }

    @Override
    public List<FrenchCard> hiddenCards(int seat) {
        return List.copyOf(hands.get(seat));
    }

    // ---- bookkeeping

    /** The phase of the hand being played. */
    public Phase phase() {
        return phase;
    }

    @Override
    public int toAct() {
        return isOver() ? NOBODY : toAct;
    }

    /** The hand being played, from 1; a throw-in is dealt again under the same number. */
    @Override
    public int handNumber() {
        return decided() ? scoredHands : scoredHands + 1;
    }

    @Override
    public NapoleoneMatch copy() {
        return new NapoleoneMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NapoleoneMatch m && baseEquals(m)
                && random.equals(m.random) && hands.equals(m.hands) && phase == m.phase
                && dealer == m.dealer && toAct == m.toAct && bids.equals(m.bids)
                && highest == m.highest && caller == m.caller && trump == m.trump
                && trick.equals(m.trick) && Objects.equals(lastTrick, m.lastTrick)
                && played.equals(m.played) && Arrays.equals(tricks, m.tricks)
                && scoredHands == m.scoredHands;
    }

    @Override
    public int hashCode() {
        return Objects.hash(baseHash(), phase, dealer, toAct, played, scoredHands);
    }
}
