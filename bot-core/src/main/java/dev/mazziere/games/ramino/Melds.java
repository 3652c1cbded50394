package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.Rejection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pure Ramino meld logic, apart from the turn logic: validation with a typed reason,
 * what a joker may stand for, and the enumeration of every meld and extension a hand
 * allows.
 *
 * <p>A set (tris, poker) is 3 or 4 cards of one rank and different suits (two decks
 * too). A run (scala) is 3 or more consecutive cards of one suit, ace low (A-2-3) or high
 * (Q-K-A), never both (no K-A-2). At most one joker per meld, and it stands for one
 * named card: a meld holding a joker is checked by putting that card in its place.
 *
 * <p>Rejection codes: {@code ramino.tooFewCards} [count], {@code ramino.twoJokers},
 * {@code ramino.jokerNeedsCard} [the cards it could stand for...],
 * {@code ramino.noJokerToPlace} [card], {@code ramino.badJokerCard} [card, the cards it
 * could stand for...], {@code ramino.setSameSuit} [the card twice], {@code ramino.setTooBig},
 * {@code ramino.runDuplicate} [card], {@code ramino.notARun} [the first missing card],
 * {@code ramino.noWrap}, {@code ramino.notAMeld}.
 */
public final class Melds {

    private Melds() {
    }

    /** The outcome of a check: the kind and the cards in table order, or why not. */
    public record Verdict(TableMeld.Kind kind, List<FrenchCard> arranged, Rejection rejection) {
        public boolean valid() {
            return rejection == null;
        }

        static Verdict no(String code, String... args) {
            return new Verdict(null, List.of(), Rejection.of(code, args));
        }
    }

    /** A meld a hand can lay down, or cards it can add: the cards and what the joker stands for. */
    public record Candidate(List<FrenchCard> cards, FrenchCard joker) {
    }

    /** What a card costs when left in hand: Asso 1, 2-10 face value, J Q K 10, joker 20. */
    public static int penalty(FrenchCard card) {
        if (card.isJoker()) {
            return 20;
        }
        return Math.min(card.rank(), 10);
    }

    public static int penalty(Collection<FrenchCard> cards) {
        return cards.stream().mapToInt(Melds::penalty).sum();
    }

    /**
     * Checks a new meld. {@code jokerAs} is the card the joker stands for: required when
     * the cards hold a joker, refused otherwise.
     */
    public static Verdict check(List<FrenchCard> cards, FrenchCard jokerAs) {
        int jokers = (int) cards.stream().filter(FrenchCard::isJoker).count();
        if (jokers > 1) {
            return Verdict.no("ramino.twoJokers");
        }
        if (cards.size() < 3) {
            return Verdict.no("ramino.tooFewCards", Integer.toString(cards.size()));
        }
        if (jokers == 0) {
            if (jokerAs != null) {
                return Verdict.no("ramino.noJokerToPlace", jokerAs.code());
            }
            return natural(cards);
        }
        if (jokerAs != null && !jokerAs.isJoker()) {
            // A card that makes a meld is one of the joker's options: only a refusal lists them (52 checks).
            Verdict v = natural(substitute(cards, jokerAs));
            if (v.valid()) {
                return new Verdict(v.kind(), placeJoker(v.arranged(), jokerAs), null);
            }
        }
        List<FrenchCard> options = jokerOptions(cards);
        if (options.isEmpty()) {
            return noCardForJoker(cards);
        }
        if (jokerAs == null || jokerAs.isJoker()) {
            return Verdict.no("ramino.jokerNeedsCard", codes(options));
        }
        List<String> args = new ArrayList<>();
        args.add(jokerAs.code());
        args.addAll(List.of(codes(options)));
        return Verdict.no("ramino.badJokerCard", args.toArray(String[]::new));
    }

    /**
     * Why a joker cannot join {@code cards}: what is wrong with the other cards, or, when
     * they make a meld already that no card can lengthen (four suits of a rank, a run from
     * ace to king), that the joker would have no card to stand for: it must name one.
     */
    private static Verdict noCardForJoker(List<FrenchCard> cards) {
        Verdict others = natural(cards.stream().filter(c -> !c.isJoker()).toList(), true);
        return others.valid() ? Verdict.no("ramino.jokerNoCard") : others;
    }

    /**
     * Checks adding {@code added} to a meld on the table (the joker among them, if any,
     * standing for {@code jokerAs}).
     */
    public static Verdict extend(TableMeld meld, List<FrenchCard> added, FrenchCard jokerAs) {
        if (meld.kind() == TableMeld.Kind.COLORE) {
            return Verdict.no("ramino.notExtendable", Integer.toString(meld.index()));
        }
        if (added.isEmpty()) {
            return Verdict.no("ramino.tooFewCards", "0");
        }
        int jokers = (int) added.stream().filter(FrenchCard::isJoker).count();
        if (jokers > 1 || (jokers == 1 && meld.hasJoker())) {
            return Verdict.no("ramino.twoJokers");
        }
        if (jokers == 0 && jokerAs != null) {
            return Verdict.no("ramino.noJokerToPlace", jokerAs.code());
        }
        if (jokers == 1 && (jokerAs == null || jokerAs.isJoker())) {
            List<FrenchCard> all = new ArrayList<>(meld.naturals());
            all.addAll(added);
            return Verdict.no("ramino.jokerNeedsCard", codes(jokerOptions(all)));
        }
        List<FrenchCard> naturals = new ArrayList<>(meld.naturals());
        naturals.addAll(jokers == 1 ? substitute(added, jokerAs) : added);
        Verdict v = natural(naturals);
        if (!v.valid()) {
            return v;
        }
        if (v.kind() != meld.kind()) {
            return Verdict.no("ramino.notAMeld");
        }
        FrenchCard joker = jokers == 1 ? jokerAs : meld.joker();
        return new Verdict(v.kind(), joker == null ? v.arranged() : placeJoker(v.arranged(), joker), null);
    }

    /** Every card the one joker among {@code cards} could stand for to make a meld, in deck order. */
    public static List<FrenchCard> jokerOptions(List<FrenchCard> cards) {
        List<FrenchCard> naturals = cards.stream().filter(c -> !c.isJoker()).toList();
        List<FrenchCard> out = new ArrayList<>();
        if (naturals.size() != cards.size() - 1 || naturals.isEmpty()) {
            return out;
        }
        for (FrenchSuit s : FrenchSuit.values()) {
            for (int r = 1; r <= 13; r++) {
                FrenchCard c = FrenchCard.of(r, s);
                if (c.rank() != naturals.get(0).rank() && c.suit() != naturals.get(0).suit()) {
                    continue;
                }
                List<FrenchCard> all = new ArrayList<>(naturals);
                all.add(c);
                if (natural(all).valid()) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** Checks cards without jokers as a set or a run. */
    public static Verdict natural(List<FrenchCard> cards) {
        return natural(cards, false);
    }

    private static Verdict natural(List<FrenchCard> cards, boolean sizeChecked) {
        if (!sizeChecked && cards.size() < 3) {
            return Verdict.no("ramino.tooFewCards", Integer.toString(cards.size()));
        }
        if (cards.isEmpty()) {
            return Verdict.no("ramino.notAMeld");
        }
        boolean sameRank = cards.stream().allMatch(c -> c.rank() == cards.get(0).rank());
        boolean sameSuit = cards.stream().allMatch(c -> c.suit() == cards.get(0).suit());
        if (sameRank) {
            Set<FrenchSuit> suits = new java.util.HashSet<>();
            for (FrenchCard c : cards) {
                if (!suits.add(c.suit())) {
                    return Verdict.no("ramino.setSameSuit", c.code());
                }
            }
            if (cards.size() > 4) {
                return Verdict.no("ramino.setTooBig");
            }
            List<FrenchCard> arranged = new ArrayList<>(cards);
            arranged.sort(null);
            return new Verdict(TableMeld.Kind.SET, arranged, null);
        }
        if (!sameSuit) {
            return Verdict.no("ramino.notAMeld");
        }
        FrenchSuit suit = cards.get(0).suit();
        Set<Integer> ranks = new java.util.HashSet<>();
        for (FrenchCard c : cards) {
            if (!ranks.add(c.rank())) {
                return Verdict.no("ramino.runDuplicate", c.code());
            }
        }
        List<Integer> low = ranks.stream().sorted().toList();
        int lowMissing = firstMissing(low);
        if (lowMissing < 0) {
            return new Verdict(TableMeld.Kind.RUN, arrange(low, suit), null);
        }
        if (ranks.contains(FrenchCard.ACE)) {
            List<Integer> high = ranks.stream().map(r -> r == FrenchCard.ACE ? 14 : r).sorted().toList();
            int highMissing = firstMissing(high);
            if (highMissing < 0) {
                return new Verdict(TableMeld.Kind.RUN, arrange(high, suit), null);
            }
            if (ranks.contains(2) && ranks.contains(FrenchCard.KING)) {
                return Verdict.no("ramino.noWrap");
            }
            if (gaps(high) < gaps(low)) {
                lowMissing = highMissing;
            }
        }
        return Verdict.no("ramino.notARun", FrenchCard.of(lowMissing == 14 ? 1 : lowMissing, suit).code());
    }

    private static int firstMissing(List<Integer> sorted) {
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i) != sorted.get(i - 1) + 1) {
                return sorted.get(i - 1) + 1;
            }
        }
        return -1;
    }

    private static int gaps(List<Integer> sorted) {
        return sorted.get(sorted.size() - 1) - sorted.get(0) + 1 - sorted.size();
    }

    private static List<FrenchCard> arrange(List<Integer> positions, FrenchSuit suit) {
        return positions.stream().map(p -> FrenchCard.of(p == 14 ? 1 : p, suit)).toList();
    }

    private static List<FrenchCard> substitute(List<FrenchCard> cards, FrenchCard jokerAs) {
        return cards.stream().map(c -> c.isJoker() ? jokerAs : c).toList();
    }

    private static List<FrenchCard> placeJoker(List<FrenchCard> arranged, FrenchCard jokerAs) {
        List<FrenchCard> out = new ArrayList<>(arranged);
        out.set(out.indexOf(jokerAs), FrenchCard.JOKER);
        return out;
    }

    private static String[] codes(List<FrenchCard> cards) {
        return cards.stream().map(FrenchCard::code).toArray(String[]::new);
    }

    /** True when {@code hand} holds every card of {@code cards}, duplicates counted. */
    public static boolean holds(List<FrenchCard> hand, List<FrenchCard> cards) {
        Map<FrenchCard, Integer> counts = new HashMap<>();
        hand.forEach(c -> counts.merge(c, 1, Integer::sum));
        for (FrenchCard c : cards) {
            if (counts.merge(c, -1, Integer::sum) < 0) {
                return false;
            }
        }
        return true;
    }

    /** {@code hand} without one copy of each of {@code cards}. */
    public static List<FrenchCard> without(List<FrenchCard> hand, List<FrenchCard> cards) {
        List<FrenchCard> out = new ArrayList<>(hand);
        for (FrenchCard c : cards) {
            out.remove(c);
        }
        return out;
    }

    // ---------------------------------------------------------------- enumeration
    //
    // Legal moves enumerate the melds and extensions of the hand to act in every state of
    // every playout, so this part allocates only what it returns: a hand's cards are bits
    // of a long (presence), the suits a constant array, and a meld's natural cards are read
    // in place.

    /** The suits in deck order, read once: {@code values()} copies its array at every call. */
    private static final FrenchSuit[] SUITS = FrenchSuit.values();

    /**
     * Every meld {@code hand} can lay down: every set and run of its cards, with and
     * without one joker, the joker standing for each card it may. Complete: a meld that
     * {@link #check} accepts from these cards is in the list. Cards sorted, no duplicates.
     */
    public static List<Candidate> meldsOf(List<FrenchCard> hand) {
        // Each set (its suits and the joker's) and each run (its ends and the joker's place) comes once.
        List<Candidate> out = new ArrayList<>();
        long has = presence(hand);
        boolean joker = holdsJoker(hand);
        for (int r = 1; r <= 13; r++) {
            addSets(out, r, has, joker);
        }
        for (FrenchSuit s : SUITS) {
            addRuns(out, s, row(has, s), joker);
        }
        return out;
    }

    /** The sets of rank {@code r} the hand ({@link #presence}) holds, with and without its joker. */
    private static void addSets(List<Candidate> out, int r, long has, boolean joker) {
        int held = 0;
        for (FrenchSuit s : SUITS) {
            if (in(row(has, s), r)) {
                held++;
            }
        }
        if (held < (joker ? 2 : 3)) {
            return;
        }
        List<FrenchSuit> suits = new ArrayList<>(held);
        for (FrenchSuit s : SUITS) {
            if (in(row(has, s), r)) {
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
            if (joker && cards.size() >= 2 && cards.size() <= 3) {
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

    /** The runs of suit {@code s} whose positions are {@code at} ({@link #row}), with and without the joker. */
    private static void addRuns(List<Candidate> out, FrenchSuit s, int at, boolean joker) {
        if (Integer.bitCount(at & RANKS) < (joker ? 2 : 3)) {
            return; // a run needs three cards, the joker one of them at most
        }
        // positions 1..14, 14 being the ace high
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

    private static boolean holdsJoker(List<FrenchCard> hand) {
        for (FrenchCard c : hand) {
            if (c.isJoker()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Which natural cards the hand holds: bit {@code 16 * suit.ordinal() + position},
     * positions 1..14 (14 the ace again), 0 and 15 never; read by {@link #row} and {@link #in}.
     */
    private static long presence(List<FrenchCard> hand) {
        long has = 0;
        for (FrenchCard c : hand) {
            if (!c.isJoker()) {
                has |= 1L << (16 * c.suit().ordinal() + c.rank());
                if (c.rank() == FrenchCard.ACE) {
                    has |= 1L << (16 * c.suit().ordinal() + 14);
                }
            }
        }
        return has;
    }

    /** The bits of positions 1 to 13 in a {@link #row}: each card once, the ace low. */
    private static final int RANKS = 0b11_1111_1111_1110;

    /** The positions of suit {@code s} that a {@link #presence} holds: bit {@code p} for position {@code p}. */
    private static int row(long presence, FrenchSuit s) {
        return (int) (presence >>> (16 * s.ordinal())) & 0xFFFF;
    }

    /** True when {@code row} ({@link #row}) holds position {@code p} (0 to 15). */
    private static boolean in(int row, int p) {
        return (row >>> p & 1) != 0;
    }

    /**
     * True when {@code card}, a natural card, makes a set or run without a joker with
     * cards of {@code hand}: the {@link #meldsOf} of the hand and the card hold such a meld.
     */
    public static boolean makesNaturalMeld(List<FrenchCard> hand, FrenchCard card) {
        if (card.isJoker()) {
            return false;
        }
        long has = presence(hand);
        int r = card.rank();
        int others = 0;
        for (FrenchSuit s : SUITS) {
            if (s != card.suit() && in(row(has, s), r)) {
                others++;
            }
        }
        if (others >= 2) {
            return true;
        }
        int at = row(has, card.suit());
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
        // Each choice of the missing suits (and the joker's) comes once; new ends can repeat
        // (the ace below a run from the 2, or above it up to the king), so runs check.
        boolean joker = !meld.hasJoker() && holdsJoker(hand);
        long has = presence(hand);
        return switch (meld.kind()) {
            case COLORE -> List.of();
            case SET -> setExtensions(meld, has, joker);
            case RUN -> runExtensions(meld, has, joker);
        };
    }

    /** {@link #extensionsOf} a set: each choice of its missing suits the hand holds, and of the joker's. */
    private static List<Candidate> setExtensions(TableMeld meld, long has, boolean joker) {
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
                anyHeld |= in(row(has, s), r);
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
                    inHand &= in(row(has, missing.get(i)), r);
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

    /** {@link #extensionsOf} a run: each new low and high end the hand reaches, a joker filling one gap. */
    private static List<Candidate> runExtensions(TableMeld meld, long has, boolean joker) {
        FrenchSuit s = meld.naturalAt(0).suit();
        int at = row(has, s);
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

    /**
     * True when {@code cards} are all of one suit, without jokers: the {@code duemazzi}
     * colore.
     */
    public static boolean oneSuit(List<FrenchCard> cards) {
        return !cards.isEmpty() && cards.stream().noneMatch(FrenchCard::isJoker)
                && cards.stream().allMatch(c -> c.suit() == cards.get(0).suit());
    }
}
