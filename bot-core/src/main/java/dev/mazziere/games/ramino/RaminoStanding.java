package dev.mazziere.games.ramino;

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
