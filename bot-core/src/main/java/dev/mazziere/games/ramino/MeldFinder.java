package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds every meld a Ramino hand can lay down and every way it can add to a meld on the
 * table, each once; {@link Melds} checks one meld and says why not.
 *
 * <p>Legal moves ask this of the hand to act in every state of every playout, so it
 * allocates little beyond what it returns: a hand is read once into bits
 * ({@link HandCards}), the suits are a constant array, and a meld's natural cards are
 * read in place. Positions run 1..14 in a suit, 14 being the ace again (high).
 */
public final class MeldFinder {

    /** The suits in deck order, read once: {@code values()} copies its array at every call. */
    private static final FrenchSuit[] SUITS = FrenchSuit.values();

    /** The bits of positions 1 to 13 in a {@link HandCards#row}: each card once, the ace low. */
    private static final int RANKS = 0b11_1111_1111_1110;

    private MeldFinder() {
    }

    /** A meld a hand can lay down, or cards it can add: the cards and what the joker stands for. */
    public record Candidate(List<FrenchCard> cards, FrenchCard joker) {
    }

    /**
     * A hand as the finder reads it: which natural cards it holds, as bits (bit
     * {@code 16 * suit.ordinal() + position}; positions 0 and 15 never), and whether it
     * holds a joker. Legal moves read a hand once for its melds and every meld's extensions.
     */
    record HandCards(long has, boolean joker) {

        static HandCards of(List<FrenchCard> hand) {
            long has = 0;
            boolean joker = false;
            for (FrenchCard c : hand) {
                if (c.isJoker()) {
                    joker = true;
                } else {
                    has |= 1L << (16 * c.suit().ordinal() + c.rank());
                    if (c.rank() == FrenchCard.ACE) {
                        has |= 1L << (16 * c.suit().ordinal() + 14);
                    }
                }
            }
            return new HandCards(has, joker);
        }

        /** The positions held in suit {@code s}: bit {@code p} for position {@code p}, read by {@link #in}. */
        int row(FrenchSuit s) {
            return (int) (has >>> (16 * s.ordinal())) & 0xFFFF;
        }
    }

    /** True when {@code row} ({@link HandCards#row}) holds position {@code p} (0 to 15). */
    private static boolean in(int row, int p) {
        return (row >>> p & 1) != 0;
    }

    /**
     * Every meld {@code hand} can lay down: every set and run of its cards, with and
     * without one joker, the joker standing for each card it may. Complete: a meld that
     * {@link Melds#check} accepts from these cards is in the list. Cards sorted, no duplicates.
     */
    public static List<Candidate> meldsOf(List<FrenchCard> hand) {
        return meldsOf(HandCards.of(hand));
    }

    /** {@link #meldsOf(List)} of a hand read already. */
    static List<Candidate> meldsOf(HandCards hand) {
        // Each set (its suits and the joker's) and each run (its ends and the joker's place) comes once.
        List<Candidate> out = new ArrayList<>();
        int setRanks = setRanks(hand);
        for (int r = 1; r <= 13; r++) {
            if (in(setRanks, r)) {
                addSets(out, r, hand);
            }
        }
        for (FrenchSuit s : SUITS) {
            addRuns(out, s, hand.row(s), hand.joker());
        }
        return out;
    }

    /** The ranks (as row bits) held in enough suits for a set: three, or two and the joker. */
    private static int setRanks(HandCards hand) {
        int a = hand.row(SUITS[0]);
        int b = hand.row(SUITS[1]);
        int c = hand.row(SUITS[2]);
        int d = hand.row(SUITS[3]);
        // A rank is in two suits when some pair of suits holds it, in three when some triple does.
        int two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d);
        int three = (a & b & (c | d)) | (c & d & (a | b));
        return (hand.joker() ? two : three) & RANKS;
    }

    /** The sets of rank {@code r}, held in enough suits, with and without the hand's joker. */
    private static void addSets(List<Candidate> out, int r, HandCards hand) {
        List<FrenchSuit> suits = new ArrayList<>(4);
        for (FrenchSuit s : SUITS) {
            if (in(hand.row(s), r)) {
                suits.add(s);
            }
        }
        int n = suits.size();
        for (int mask = 1; mask < (1 << n); mask++) {
            List<FrenchCard> cards = new ArrayList<>();
            int used = 0; // bit s.ordinal() for each suit s among the cards
            for (int i = 0; i < n; i++) {
                if ((mask & (1 << i)) != 0) {
                    cards.add(FrenchCard.of(r, suits.get(i)));
                    used |= 1 << suits.get(i).ordinal();
                }
            }
            // Suits in deck order, the joker last: the cards are sorted as they are.
            if (cards.size() >= 3) {
                out.add(new Candidate(List.copyOf(cards), null));
            }
            if (hand.joker() && cards.size() >= 2 && cards.size() <= 3) {
                for (FrenchSuit s : SUITS) {
                    if ((used & 1 << s.ordinal()) == 0) {
                        List<FrenchCard> withJoker = new ArrayList<>(cards);
                        withJoker.add(FrenchCard.JOKER);
                        out.add(new Candidate(List.copyOf(withJoker), FrenchCard.of(r, s)));
                    }
                }
            }
        }
    }

    /** The runs of suit {@code s} whose positions are {@code at} ({@link HandCards#row}), with and without the joker. */
    private static void addRuns(List<Candidate> out, FrenchSuit s, int at, boolean joker) {
        if (Integer.bitCount(at & RANKS) < (joker ? 2 : 3)) {
            return; // a run needs three cards, the joker one of them at most
        }
        int allowed = joker ? 1 : 0;
        for (int lo = 1; lo <= 12; lo++) {
            // Cards missing from lo..hi only grow with hi: stop once more are missing than a joker fills.
            int missing = (in(at, lo) ? 0 : 1) + (in(at, lo + 1) ? 0 : 1);
            int missingAt = !in(at, lo + 1) ? lo + 1 : !in(at, lo) ? lo : -1;
            for (int hi = lo + 2; hi <= 14 && hi - lo < 13; hi++) {
                if (!in(at, hi)) {
                    missing++;
                    missingAt = hi;
                }
                if (missing > allowed) {
                    break;
                }
                if (missing == 0) {
                    out.add(new Candidate(range(s, lo, hi, -1), null));
                    if (joker) {
                        for (int p = lo; p <= hi; p++) {
                            out.add(new Candidate(range(s, lo, hi, p), card(p, s)));
                        }
                    }
                } else {
                    out.add(new Candidate(range(s, lo, hi, missingAt), card(missingAt, s)));
                }
            }
        }
    }

    /**
     * True when {@code card}, a natural card, makes a set or run without a joker with
     * cards of {@code hand}: the {@link #meldsOf} of the hand and the card hold such a meld.
     */
    public static boolean makesNaturalMeld(List<FrenchCard> hand, FrenchCard card) {
        if (card.isJoker()) {
            return false;
        }
        HandCards held = HandCards.of(hand);
        int r = card.rank();
        int others = 0;
        for (FrenchSuit s : SUITS) {
            if (s != card.suit() && in(held.row(s), r)) {
                others++;
            }
        }
        if (others >= 2) {
            return true;
        }
        int at = held.row(card.suit());
        for (int p : r == FrenchCard.ACE ? new int[] {1, 14} : new int[] {r}) {
            at |= 1 << p;
            for (int lo = Math.max(1, p - 2); lo <= Math.min(p, 12); lo++) {
                if (in(at, lo) && in(at, lo + 1) && in(at, lo + 2)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Every way to add cards of {@code hand} to {@code meld}: missing suits of a set, cards
     * at either end of a run, one joker among them when the meld has none.
     */
    public static List<Candidate> extensionsOf(TableMeld meld, List<FrenchCard> hand) {
        return extensionsOf(meld, HandCards.of(hand));
    }

    /** {@link #extensionsOf(TableMeld, List)} of a hand read already. */
    static List<Candidate> extensionsOf(TableMeld meld, HandCards hand) {
        // Each choice of the missing suits (and the joker's) comes once; new ends can repeat
        // (the ace below a run from the 2, or above it up to the king), so runs check.
        boolean joker = !meld.hasJoker() && hand.joker();
        return switch (meld.kind()) {
            case COLORE -> List.of();
            case SET -> setExtensions(meld, hand, joker);
            case RUN -> runExtensions(meld, hand.row(meld.naturalAt(0).suit()), joker);
        };
    }

    /** {@link #extensionsOf} a set: each choice of its missing suits the hand holds, and of the joker's. */
    private static List<Candidate> setExtensions(TableMeld meld, HandCards hand, boolean joker) {
        int r = meld.naturalAt(0).rank();
        int onTable = 0;
        for (int i = 0; i < meld.cards().size(); i++) {
            FrenchSuit s = meld.naturalAt(i).suit();
            if (s != null) {
                onTable |= 1 << s.ordinal();
            }
        }
        List<FrenchSuit> missing = new ArrayList<>(4);
        boolean anyHeld = false;
        for (FrenchSuit s : SUITS) {
            if ((onTable & 1 << s.ordinal()) == 0) {
                missing.add(s);
                anyHeld |= in(hand.row(s), r);
            }
        }
        if (!anyHeld && !joker) {
            return List.of(); // only the empty choice is left, and it adds nothing
        }
        List<Candidate> out = new ArrayList<>();
        int n = missing.size();
        for (int mask = 0; mask < (1 << n); mask++) {
            List<FrenchCard> cards = new ArrayList<>();
            boolean inHand = true;
            for (int i = 0; i < n; i++) {
                if ((mask & (1 << i)) != 0) {
                    inHand &= in(hand.row(missing.get(i)), r);
                    cards.add(FrenchCard.of(r, missing.get(i)));
                }
            }
            if (!inHand) {
                continue;
            }
            if (!cards.isEmpty()) {
                out.add(new Candidate(List.copyOf(cards), null));
            }
            if (joker) {
                for (int i = 0; i < n; i++) {
                    if ((mask & (1 << i)) == 0) {
                        List<FrenchCard> withJoker = new ArrayList<>(cards);
                        withJoker.add(FrenchCard.JOKER);
                        out.add(new Candidate(List.copyOf(withJoker), FrenchCard.of(r, missing.get(i))));
                    }
                }
            }
        }
        return out;
    }

    /**
     * {@link #extensionsOf} a run, the hand holding positions {@code at} of its suit: each
     * new low and high end the hand reaches, a joker filling one gap.
     */
    private static List<Candidate> runExtensions(TableMeld meld, int at, boolean joker) {
        FrenchSuit s = meld.naturalAt(0).suit();
        int lo = position(meld);
        int hi = lo + meld.cards().size() - 1;
        if (!joker && !in(at, lo - 1) && !in(at, hi + 1)) {
            return List.of(); // no card next to either end (positions 0 and 15 are never held), no joker for a gap
        }
        List<Candidate> out = new ArrayList<>();
        int allowed = joker ? 1 : 0;
        // Cards missing below lo and above hi only grow as the run reaches further: stop there.
        int missingLow = 0;
        for (int newLo = lo; newLo >= 1; newLo--) {
            if (newLo < lo && !in(at, newLo)) {
                missingLow++;
            }
            if (missingLow > allowed) {
                break;
            }
            int missingHigh = 0;
            for (int newHi = hi; newHi <= 14; newHi++) {
                if (newHi > hi && !in(at, newHi)) {
                    missingHigh++;
                }
                if (missingLow + missingHigh > allowed || newHi - newLo >= 13) {
                    break;
                }
                if (newLo != lo || newHi != hi) {
                    addRunEnds(out, s, at, lo, hi, newLo, newHi, joker);
                }
            }
        }
        return out;
    }

    /** The cards that lengthen the run {@code lo..hi} to {@code newLo..newHi}, a joker filling a card not held. */
    private static void addRunEnds(List<Candidate> out, FrenchSuit s, int at, int lo, int hi, int newLo, int newHi,
                                   boolean joker) {
        List<Integer> added = new ArrayList<>();
        for (int p = newLo; p < lo; p++) {
            added.add(p);
        }
        for (int p = hi + 1; p <= newHi; p++) {
            added.add(p);
        }
        int missing = 0;
        int missingAt = -1;
        for (int p : added) {
            if (!in(at, p)) {
                missing++;
                missingAt = p;
            }
        }
        if (missing == 0) {
            addNew(out, new Candidate(cardsAt(added, s, -1), null));
            if (joker) {
                for (int p : added) {
                    addNew(out, new Candidate(cardsAt(added, s, p), card(p, s)));
                }
            }
        } else if (missing == 1 && joker) {
            addNew(out, new Candidate(cardsAt(added, s, missingAt), card(missingAt, s)));
        }
    }

    /** Adds {@code c} unless an equal candidate is there already, keeping the first. */
    private static void addNew(List<Candidate> out, Candidate c) {
        if (!out.contains(c)) {
            out.add(c);
        }
    }

    /** The position of a run's first card: the ace is 14 when the run holds a king. */
    private static int position(TableMeld run) {
        FrenchCard first = run.naturalAt(0);
        if (first.rank() == FrenchCard.ACE && run.cards().size() > 1 && run.naturalAt(1).rank() != 2) {
            return 14;
        }
        return first.rank();
    }

    private static FrenchCard card(int position, FrenchSuit s) {
        return FrenchCard.of(position == 14 ? 1 : position, s);
    }

    /** The run of suit {@code s} from position {@code lo} to {@code hi}, sorted, the joker at {@code jokerAt} (-1: none). */
    private static List<FrenchCard> range(FrenchSuit s, int lo, int hi, int jokerAt) {
        FrenchCard[] out = new FrenchCard[hi - lo + 1];
        int n = 0;
        // Sorted as cards sort: the ace (position 14 too) first, the joker last.
        if (hi == 14 && jokerAt != 14) {
            out[n++] = card(14, s);
        }
        for (int p = lo; p <= Math.min(hi, 13); p++) {
            if (p != jokerAt) {
                out[n++] = card(p, s);
            }
        }
        if (jokerAt >= 0) {
            out[n++] = FrenchCard.JOKER;
        }
        return List.of(out);
    }

    /** The cards of suit {@code s} at ascending {@code positions}, sorted, the joker at {@code jokerAt} (-1: none). */
    private static List<FrenchCard> cardsAt(List<Integer> positions, FrenchSuit s, int jokerAt) {
        FrenchCard[] out = new FrenchCard[positions.size()];
        int n = 0;
        boolean aceHigh = positions.get(positions.size() - 1) == 14 && jokerAt != 14;
        if (aceHigh) {
            out[n++] = card(14, s);
        }
        for (int p : positions) {
            if (p != jokerAt && p != 14) {
                out[n++] = card(p, s);
            }
        }
        if (jokerAt >= 0) {
            out[n++] = FrenchCard.JOKER;
        }
        return List.of(out);
    }
}
