package dev.mazziere.games.traversone;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small helpers that keep the scenario tests readable: cards by code, options by name, scripted play. */
final class TraversoneScenarios {

    static final TraversoneGame GAME = new TraversoneGame();

    private TraversoneScenarios() {
    }

    /** Cards from their codes separated by spaces: {@code cards("3S 4C 7B")}. */
    static List<ItalianCard> cards(String codes) {
        if (codes.isBlank()) {
            return List.of();
        }
        return Arrays.stream(codes.trim().split("\\s+")).map(ItalianCard::parse).toList();
    }

    /** One hand per seat, each as codes separated by spaces. */
    static List<List<ItalianCard>> hands(String... perSeat) {
        return Arrays.stream(perSeat).map(TraversoneScenarios::cards).toList();
    }

    static Options options(String... nameValuePairs) {
        Map<String, String> raw = new LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            raw.put(nameValuePairs[i], nameValuePairs[i + 1]);
        }
        return GAME.resolveOptions(raw);
    }

    static TraversoneMove move(String code) {
        return TraversoneMove.parse(code);
    }

    /** Plays cards in turn order, each by the seat to act; fails on a rejection. */
    static void play(TraversoneMatch match, String codes) {
        for (ItalianCard card : cards(codes)) {
            int seat = match.toAct();
            Outcome outcome = match.apply(seat, new TraversoneMove(card));
            if (!outcome.applied()) {
                throw new AssertionError("seat " + seat + " could not play " + card + ": " + outcome);
            }
        }
    }

    /**
     * Plays out the hand: {@code seat} plays its {@code script} in order, every other
     * seat its first legal card.
     */
    static void playOut(TraversoneMatch match, int seat, String script) {
        List<ItalianCard> own = cards(script);
        int next = 0;
        int hand = match.handNumber();
        while (!match.isOver() && match.handNumber() == hand) {
            int toAct = match.toAct();
            TraversoneMove move = toAct == seat ? new TraversoneMove(own.get(next++)) : match.legalMoves().get(0);
            Outcome outcome = match.apply(toAct, move);
            if (!outcome.applied()) {
                throw new AssertionError("seat " + toAct + " could not play " + move + ": " + outcome);
            }
        }
    }

    static Rejection rejection(Outcome outcome) {
        if (outcome instanceof Outcome.Rejected r) {
            return r.rejection();
        }
        throw new AssertionError("expected a rejection, got " + outcome);
    }

    static <E extends MatchEvent> List<E> eventsOf(TraversoneMatch match, Class<E> type) {
        return match.events().stream().filter(type::isInstance).map(type::cast).toList();
    }

    static ScoreEvent firstScore(TraversoneMatch match) {
        return eventsOf(match, ScoreEvent.class).get(0);
    }

    static TraversoneEvents.HandScore firstHandScore(TraversoneMatch match) {
        return (TraversoneEvents.HandScore) firstScore(match).hand();
    }
}
