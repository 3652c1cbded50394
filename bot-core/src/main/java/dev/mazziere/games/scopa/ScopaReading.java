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
 * could have taken something (a player takes when it can). It learns from the play just before each of its decisions
 * ({@link ScopaView#last()}), rebuilding the table that play faced, and forgets at every
 * new deal, when the hands are new.
 */
final class ScopaReading {

    private static final ItalianCard SETTEBELLO = ItalianCard.of(7, ItalianSuit.DENARI);

    private final boolean dealsInThrees;
    private final boolean fewest;
    private int hand = -1;
    private int stock = -1;
    private final long[] excluded = new long[4];

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
    }

    /** The cards {@code seat} cannot hold, as far as this deal's plays tell. */
    long excluded(int seat) {
        return excluded[seat];
    }
}
