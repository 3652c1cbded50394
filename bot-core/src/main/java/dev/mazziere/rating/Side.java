package dev.mazziere.rating;

import java.util.List;

/**
 * One side of a finished match, a team or a lone player, and its place: 1 for the
 * winners, sides that tied share a place, a higher number finished further back.
 */
public record Side(List<Member> members, int place) {

    public Side {
        members = List.copyOf(members);
        if (members.isEmpty()) {
            throw new IllegalArgumentException("a side needs at least one member");
        }
        if (place < 1) {
            throw new IllegalArgumentException("places start at 1, not " + place);
        }
    }

    /** True when a human on this side earned its result. */
    public boolean hasPlayer() {
        return members.stream().anyMatch(m -> m instanceof Member.Player);
    }

    /** True when the computer took over a human's seat on this side. */
    public boolean takenOver() {
        return members.stream().anyMatch(m -> m instanceof Member.TakenOver);
    }
}
