package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.StatePart;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The seats' standing in a Ramino match: who is out, who has come back once, and how
 * the last hand was scored (the penalties, the seats it put out, those who came back,
 * the re-entry questions still to ask, the closer and the kind of close). It lasts the
 * whole match; {@link RaminoMatch} updates it in place when a hand ends.
 */
final class RaminoStanding implements StatePart<RaminoStanding> {

    final boolean[] out;
    final boolean[] reenteredEver;
    /** The last scored hand's penalties per seat (immutable), empty before the first. */
    List<Integer> penalties;
    final List<Integer> eliminated;
    final List<Integer> reenteredNow;
    /** The seats still to be asked whether they re-enter, in order. */
    final List<Integer> pendingReentry;
    Integer closer;
    String closeKind;

    RaminoStanding(int seats) {
        this.out = new boolean[seats];
        this.reenteredEver = new boolean[seats];
        this.penalties = List.of();
        this.eliminated = new ArrayList<>();
        this.reenteredNow = new ArrayList<>();
        this.pendingReentry = new ArrayList<>();
    }

    private RaminoStanding(RaminoStanding o) {
        this.out = o.out.clone();
        this.reenteredEver = o.reenteredEver.clone();
        this.penalties = o.penalties;
        this.eliminated = new ArrayList<>(o.eliminated);
        this.reenteredNow = new ArrayList<>(o.reenteredNow);
        this.pendingReentry = new ArrayList<>(o.pendingReentry);
        this.closer = o.closer;
        this.closeKind = o.closeKind;
    }

    /**
     * Scores a closed hand: {@code closer} (null when none) and the kind of close are kept,
     * every other seat still in pays its cards' penalty times {@code multiplier}, and the
     * last hand's seats put out, back and still to ask are cleared. Returns the penalties.
     */
    List<Integer> closeHand(Integer closer, String kind, List<List<FrenchCard>> hands, int multiplier) {
        this.closer = closer;
        this.closeKind = kind;
        List<Integer> pay = new ArrayList<>();
        for (int s = 0; s < out.length; s++) {
            boolean pays = !out[s] && !Objects.equals(closer, s);
            pay.add(pays ? Melds.penalty(hands.get(s)) * multiplier : 0);
        }
        penalties = List.copyOf(pay);
        eliminated.clear();
        reenteredNow.clear();
        pendingReentry.clear();
        return penalties;
    }

    /** Puts out every seat still in whose total has reached {@code limit}. */
    void putOut(List<Integer> totals, int limit) {
        for (int s = 0; s < out.length; s++) {
            if (!out[s] && totals.get(s) >= limit) {
                out[s] = true;
                eliminated.add(s);
            }
        }
    }

    /** Asks re-entry, in seat order, of each seat put out this hand that has not come back before. */
    void askReentry() {
        for (int s : eliminated) {
            if (!reenteredEver[s]) {
                pendingReentry.add(s);
            }
        }
    }

    /** The seats still in, in seat order. */
    List<Integer> seatsStillIn() {
        List<Integer> in = new ArrayList<>();
        for (int s = 0; s < out.length; s++) {
            if (!out[s]) {
                in.add(s);
            }
        }
        return in;
    }

    /** The seats marked in {@code flags} ({@link #out}, {@link #reenteredEver}), in seat order. */
    static List<Integer> seats(boolean[] flags) {
        List<Integer> marked = new ArrayList<>();
        for (int s = 0; s < flags.length; s++) {
            if (flags[s]) {
                marked.add(s);
            }
        }
        return marked;
    }

    /** How many seats are still in. */
    int seatsIn() {
        int n = 0;
        for (boolean o : out) {
            n += o ? 0 : 1;
        }
        return n;
    }

    /** The next seat after {@code seat} that is still in ({@code seat} itself when none is). */
    int nextIn(int seat) {
        int s = seat;
        for (int i = 0; i < out.length; i++) {
            s = (s + 1) % out.length;
            if (!out[s]) {
                return s;
            }
        }
        return seat;
    }

    @Override
    public RaminoStanding copy() {
        return new RaminoStanding(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RaminoStanding t && Arrays.equals(out, t.out)
                && Arrays.equals(reenteredEver, t.reenteredEver) && penalties.equals(t.penalties)
                && eliminated.equals(t.eliminated) && reenteredNow.equals(t.reenteredNow)
                && pendingReentry.equals(t.pendingReentry) && Objects.equals(closer, t.closer)
                && Objects.equals(closeKind, t.closeKind);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(out);
    }
}
