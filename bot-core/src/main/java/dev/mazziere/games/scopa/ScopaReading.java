package dev.mazziere.games.scopa;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads what the plays of the current deal say about the hands, for one seat's
 * determinizations: a seat that neither swept the table nor took the settebello, when a
 * card of some value could have done either, holds no card of that value (a player who
 * counts misses neither); a seat that played a card taking nothing holds no card that
 * could have taken something (a player takes when it can); a seat that made a capture or
 * threw a card holds no card whose own play a {@code medium} player
 * ({@link ScopaHeuristicPlayer}) would have rated clearly higher, by {@link #CLEARLY_BETTER}
 * (the other seats are read as playing as it does); and, with deals of three, a hand that
 * holds a card whose play medium rates nearly as high or higher than the play made is
 * less likely than one that does not ({@link #weight}). It learns from the play just before each of its decisions
 * ({@link ScopaView#last()}), rebuilding the table that play faced, and forgets at every
 * new deal, when the hands are new.
 */
final class ScopaReading {

    private static final ItalianCard SETTEBELLO = ItalianCard.of(7, ItalianSuit.DENARI);
    /**
     * How much more {@code medium}'s valuation must give another capture than the one made
     * to read the seat as not holding its card: the seat's view differs from the reader's
     * by the cards each holds, so its expected reply is guessed, not known.
     */
    static final double CLEARLY_BETTER = 3;

    private final ScopaHeuristicPlayer medium = new ScopaHeuristicPlayer(0);

    private final boolean dealsInThrees;
    private final boolean fewest;
    private int hand = -1;
    private int stock = -1;
    private final long[] excluded = new long[4];
    /**
     * How far, in {@code medium}'s points, a player's choice strays from the best it sees:
     * a card whose play rates {@code d} points above (below) the play made draws the
     * player {@code e^(d / TEMPER)} as much. On seeds 80000 and 81000 (400 matches each,
     * 192 determinizations): 310 and 287 won with 2, 298 and 288 without weighing.
     */
    static final double TEMPER = 2;

    /**
     * Per seat, per play read this deal (a seat plays at most three before a new deal):
     * each card's draw against the card played, {@code e^(d / TEMPER)}; with deals of three only.
     */
    private final double[][][] draws = new double[4][3][40];
    private final int[] reads = new int[4];

    /**
     * @param dealsInThrees true in Scopa (deals of three), false in Scopone (one deal of the whole pack)
     * @param fewest        {@code captureChoice=fewest}
     */
    ScopaReading(boolean dealsInThrees, boolean fewest) {
        this.dealsInThrees = dealsInThrees;
        this.fewest = fewest;
    }

    /** Takes note of a view of this seat, in the order the seat saw them. */
    void observe(ScopaView v) {
        if (v.handNumber() != hand || v.stockSize() != stock) {
            Arrays.fill(excluded, 0);
            Arrays.fill(reads, 0);
            hand = v.handNumber();
            stock = v.stockSize();
        }
        ScopaEvents.Play last = v.last();
        if (last == null || last.seat() == v.viewer() || last.scopa() || last.capture().contains(SETTEBELLO)) {
            return;
        }
        // Every seat holding three: the last play emptied the hands and these cards are new.
        if (dealsInThrees && v.handSizes().stream().allMatch(n -> n == 3)) {
            return;
        }
        List<ItalianCard> before = new ArrayList<>(v.table());
        if (last.capture().isEmpty()) {
            before.remove(last.card());
        } else {
            before.addAll(last.capture());
        }
        boolean threw = last.capture().isEmpty();
        for (int value = 1; value <= ItalianCard.RE; value++) {
            for (List<ItalianCard> capture : Captures.options(value, before, fewest)) {
                if (threw || capture.size() == before.size() || capture.contains(SETTEBELLO)) {
                    excluded[last.seat()] |= CardBits.ofRank(value);
                }
            }
        }
        excluded[last.seat()] |= betterPlays(v, last, before);
    }

    /**
     * The cards the seat of {@code last} may have held whose own play on {@code before} (its
     * best capture, or the card thrown when it takes nothing) {@code medium} rates above the
     * play made by more than {@link #CLEARLY_BETTER}; the seat's unseen cards guessed as the
     * reader's plus the reader's hand.
     */
    private long betterPlays(ScopaView v, ScopaEvents.Play last, List<ItalianCard> before) {
        int seat = last.seat();
        List<Integer> sizes = new ArrayList<>(v.handSizes());
        sizes.set(seat, sizes.get(seat) + 1);
        int inHands = sizes.stream().mapToInt(Integer::intValue).sum();
        boolean lastPlayOfHand = v.stockSize() == 0 && inHands == 1;
        ScopaView seen = new ScopaView(seat, List.of(), before, sizes, v.stockSize(), v.dealer(), seat,
                v.handNumber(), v.captured(), v.scope(), v.totals(), v.target(), null);
        List<ItalianCard> unseen = new ArrayList<>(v.hand());
        long notSeen = CardBits.ALL & ~CardBits.of(v.hand()) & ~CardBits.of(v.table());
        for (List<ItalianCard> pile : v.captured()) {
            notSeen &= ~CardBits.of(pile);
        }
        for (long r = notSeen; r != 0; r &= r - 1) {
            unseen.add(ItalianCard.ofIndex(Long.numberOfTrailingZeros(r)));
        }
        double made = medium.evaluate(seen, new ScopaMove(last.card(), last.capture()), unseen, lastPlayOfHand);
        long out = 0;
        double[] draw = dealsInThrees && reads[seat] < draws[seat].length ? draws[seat][reads[seat]++] : null;
        for (long r = notSeen; r != 0; r &= r - 1) {
            ItalianCard card = ItalianCard.ofIndex(Long.numberOfTrailingZeros(r));
            List<List<ItalianCard>> options = Captures.options(card.rank(), before, fewest);
            if (options.isEmpty()) {
                options = List.of(List.of());
            }
            double best = Double.NEGATIVE_INFINITY;
            for (List<ItalianCard> capture : options) {
                best = Math.max(best, medium.evaluate(seen, new ScopaMove(card, capture), unseen, lastPlayOfHand));
            }
            if (best > made + CLEARLY_BETTER) {
                out |= 1L << card.index();
            }
            if (draw != null) {
                draw[card.index()] = Math.exp(Math.min(CLEARLY_BETTER, best - made) / TEMPER);
            }
        }
        return out;
    }

    /**
     * How likely this deal's plays read from {@code seat} are if it holds {@code hand} now,
     * relative to other hands: for each play, the card played's share of the draw of the
     * cards it could have played instead (a softmax choice on {@code medium}'s measure,
     * {@link #TEMPER}). A hand of cards rated far below each play made weighs about 1; one
     * holding a card as good as a play made, half as much. 1 in Scopone.
     */
    double weight(int seat, long hand) {
        double w = 1;
        for (int i = 0; i < reads[seat]; i++) {
            double[] draw = draws[seat][i];
            double sum = 1;
            for (long h = hand; h != 0; h &= h - 1) {
                sum += draw[Long.numberOfTrailingZeros(h)];
            }
            w /= sum;
        }
        return w;
    }

    /** The cards {@code seat} cannot hold, as far as this deal's plays tell. */
    long excluded(int seat) {
        return excluded[seat];
    }
}
