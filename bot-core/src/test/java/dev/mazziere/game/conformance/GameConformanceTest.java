package dev.mazziere.game.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.GameKit;
import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import dev.mazziere.cards.Card;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Game;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.MatchResult;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SetupException;
import dev.mazziere.game.Transcript;
import dev.mazziere.game.View;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance kit every game passes, after OpenSpiel's {@code basic_tests}: seeded
 * random matches between the game's own computer players, probed at every step for the
 * contract of {@link MatchState}: they end, the legal moves are exactly the moves that
 * apply, a rejected move changes nothing, seed + options + moves replay to an equal
 * state, a copy covers every field of the state (checked by reflection, see
 * {@link StateFields}), move codes and JSON round-trip, views hide the other hands, and
 * transcripts have the shape of {@code docs/transcript.md}.
 *
 * <p>A game's test extends this class and says what the kit cannot guess: the game and
 * its computer players (to its constructor),
 * the setups worth covering, the deck each setup plays with, a bound on the length of a
 * match, and candidate moves (legal or not) to probe with. Every test runs once per
 * setup; every failure names the setup and the seed, so it reproduces.
 *
 * <p>Views must write cards as their transcript codes ({@code 7D}, {@code 10H},
 * {@code JK}): that is how the kit finds the cards a view shows.
 */
public abstract class GameConformanceTest extends GameKit {

    private static final int MAX_MOVE_CODE_BYTES = 40;
    private static final int MAX_CANDIDATES = 40;

    /** The kit for {@code game}, whose computer players {@code ai} makes (its heuristic) play the matches. */
    protected GameConformanceTest(Game game, GameAi ai) {
        super(game, ai);
    }

    /** Every option combination worth covering; each test runs once for each. */
    protected abstract List<Setup> setups();

    /** Every card this setup plays with, duplicates included (two decks hold each code twice). */
    protected abstract List<? extends Card> deck(Setup setup);

    /** The most moves a match of this setup may take; a match still going after that fails. */
    protected abstract int moveBound(Setup setup);

    /**
     * Candidate moves for the seat to act of a match not over: legal or not, of this
     * game's move type, the nearer to legal the better (a card from the hand with the
     * wrong capture, a card not in hand ...). The kit takes at most 40 of them per probe.
     */
    protected abstract Stream<? extends Move> arbitraryMoves(MatchState state, SeededRandom random);

    /** Random matches in all, shared out among the setups. */
    protected int randomMatches() {
        return 2400;
    }

    /** Matches probed with illegal moves (and every legal move applied on a copy). */
    protected int probedMatches() {
        return 240;
    }

    /** Matches replayed from their seed and moves. */
    protected int replayedMatches() {
        return 120;
    }

    /** Matches whose copies are checked field by field, by reflection. */
    protected int copiedMatches() {
        return 40;
    }

    /** Matches whose every legal move is turned into a code and JSON and back. */
    protected int moveCodeMatches() {
        return 120;
    }

    /** Matches whose every view is searched for other seats' cards: this one costs. */
    protected int viewedMatches() {
        return 300;
    }

    /** Matches written as transcripts, and played twice for determinism. */
    protected int transcriptMatches() {
        return 60;
    }

    /** The seed every other seed of the kit derives from. */
    protected long baseSeed() {
        return 20_250_601L;
    }

    // ---------------------------------------------------------------- the game definition

    @Test
    @DisplayName("Every option has an allowed default and each allowed value reads back from its text")
    void optionsRoundTrip() {
        List<OptionSpec> specs = game().options();
        assertThat(specs).as("the options of %s", game().id()).isNotEmpty();
        assertThat(specs.stream().map(OptionSpec::name).distinct()).hasSameSizeAs(specs);
        for (OptionSpec spec : specs) {
            assertThat(List.<Object>copyOf(spec.allowed())).as("allowed values of %s", spec.name())
                    .contains(spec.defaultValue());
            for (Object value : spec.allowed()) {
                assertThat(spec.parse(String.valueOf(value)))
                        .as("option %s read back from '%s'", spec.name(), value).isEqualTo(value);
            }
        }
        assertThat(game().defaultOptions().asMap().keySet())
                .containsExactlyElementsOf(specs.stream().map(OptionSpec::name).toList());
    }

    @TestFactory
    @DisplayName("Each setup resolves, and one seat too few or too many is refused with seats.outOfRange")
    Stream<DynamicTest> seatCountsAreChecked() {
        return perSetup((setup, index) -> {
            Options options = game().resolveOptions(setup.options());
            SeatRange range = game().seats(options);
            assertThat(range.contains(setup.seats())).as("%s fits %s", setup, range).isTrue();
            for (int seats : new int[] {range.min() - 1, range.max() + 1}) {
                assertThatThrownBy(() -> game().newMatch(options, seats, 1L))
                        .as("%s with %d seats", setup.options(), seats)
                        .isInstanceOfSatisfying(SetupException.class,
                                e -> assertThat(e.code()).isEqualTo("seats.outOfRange"));
            }
        });
    }

    // ---------------------------------------------------------------- random matches

    @TestFactory
    @DisplayName("Seeded random matches end within the bound, with legal moves exactly until the end")
    Stream<DynamicTest> randomMatchesEnd() {
        return perSetup((setup, index) -> {
            for (int m = 0; m < share(randomMatches()); m++) {
                Run run = new Run(setup, seed(1, index, m));
                while (!run.state.isOver()) {
                    checkInProgress(run);
                    int before = run.state.moveCount();
                    Move played = run.step();
                    assertThat(run.state.moveCount()).as(run::where).isEqualTo(before + 1);
                    assertThat(run.state.history().get(before)).as(run::where).isEqualTo(played);
                }
                checkFinished(run);
            }
        });
    }

    private void checkInProgress(Run run) {
        MatchState state = run.state;
        assertThat(state.result()).as(run::where).isNull();
        assertThat(state.toAct()).as(() -> run.where() + ": seat to act").isBetween(0, state.seatCount() - 1);
        List<? extends Move> legal = state.legalMoves();
        assertThat(legal).as(() -> run.where() + ": legal moves of a match in progress").isNotEmpty();
        assertThat(legal).as(() -> run.where() + ": legal moves").doesNotHaveDuplicates();
        assertThat(state.totals()).as(run::where).hasSize(state.teamCount());
    }

    private void checkFinished(Run run) {
        MatchState state = run.state;
        assertThat(state.toAct()).as(() -> run.where() + ": seat to act when over").isEqualTo(MatchState.NOBODY);
        assertThat(state.legalMoves()).as(() -> run.where() + ": legal moves when over").isEmpty();
        MatchResult result = state.result();
        assertThat(result).as(() -> run.where() + ": result").isNotNull();
        assertThat(result.stopped()).as(run::where).isFalse();
        assertThat(result.totals()).as(() -> run.where() + ": result totals")
                .hasSize(state.teamCount()).isEqualTo(state.totals());
        assertThat(result.winners()).as(() -> run.where() + ": winners").isNotEmpty().doesNotHaveDuplicates()
                .allSatisfy(team -> assertThat(team).isBetween(0, state.teamCount() - 1));
        for (int seat = 0; seat < state.seatCount(); seat++) {
            assertThat(state.teamOf(seat)).as(run::where).isBetween(0, state.teamCount() - 1);
        }
        MatchState before = state.copy();
        Move last = state.history().get(state.moveCount() - 1);
        for (int seat = 0; seat < state.seatCount(); seat++) {
            assertRejected(state.apply(seat, last), Rejection.MATCH_OVER, run::where);
        }
        assertThat(state).as(() -> run.where() + ": a finished match after a refused move").isEqualTo(before);
    }

    // ---------------------------------------------------------------- illegal moves

    @TestFactory
    @DisplayName("Every legal move applies, and any other move is rejected and changes nothing")
    Stream<DynamicTest> illegalMovesAreRejected() {
        return perSetup((setup, index) -> {
            int illegalSeen = 0;
            for (int m = 0; m < share(probedMatches()); m++) {
                Run run = new Run(setup, seed(2, index, m));
                SeededRandom probe = new SeededRandom(~run.seed);
                while (!run.state.isOver()) {
                    if (probe.nextInt(3) == 0) {
                        illegalSeen += probe(run, probe);
                    }
                    run.step();
                }
            }
            assertThat(illegalSeen).as("%s: arbitrary moves that were illegal", setup).isPositive();
        });
    }

    /** Probes the match at this point; returns how many arbitrary candidates were illegal. */
    private int probe(Run run, SeededRandom random) {
        MatchState state = run.state;
        Snapshot before = new Snapshot(state);
        int seat = state.toAct();
        List<? extends Move> legal = state.legalMoves();
        for (Move move : legal) {
            MatchState copy = state.copy();
            Outcome outcome = copy.apply(seat, move);
            assertThat(outcome.applied()).as(() -> run.where() + ": legal move " + move.code()
                    + " by seat " + seat + " gave " + outcome).isTrue();
        }
        before.assertUnchanged(state, () -> run.where() + ", after legal moves were applied to copies");

        Move someLegal = legal.get(random.nextInt(legal.size()));
        for (int other = -1; other <= state.seatCount(); other++) {
            if (other != seat) {
                int wrongSeat = other;
                Supplier<String> where = () -> run.where() + ": " + someLegal.code() + " by seat " + wrongSeat
                        + " while seat " + seat + " is to act";
                assertRejected(state.apply(other, someLegal), Rejection.NOT_YOUR_TURN, where);
                before.assertUnchanged(state, where);
            }
        }
        Move foreign = () -> "foreign";
        assertRejected(state.apply(seat, foreign), Rejection.WRONG_GAME, run::where);
        before.assertUnchanged(state, () -> run.where() + ", after a move of another game");

        int illegal = 0;
        Iterator<? extends Move> candidates = arbitraryMoves(state, random).limit(MAX_CANDIDATES).iterator();
        while (candidates.hasNext()) {
            Move candidate = candidates.next();
            Supplier<String> where = () -> run.where() + ": candidate " + candidate.code() + " by seat " + seat
                    + ", legal moves " + legal;
            MatchState copy = state.copy();
            Outcome outcome = copy.apply(seat, candidate);
            assertThat(outcome.applied()).as(() -> where.get() + " gave " + outcome)
                    .isEqualTo(legal.contains(candidate));
            if (!outcome.applied()) {
                illegal++;
                before.assertUnchanged(copy, where);
                Outcome onState = state.apply(seat, candidate);
                assertThat(onState).as(where).isEqualTo(outcome);
                before.assertUnchanged(state, where);
            }
        }
        return illegal;
    }

    private static void assertRejected(Outcome outcome, String code, Supplier<String> where) {
        assertThat(outcome).as(where).isInstanceOfSatisfying(Outcome.Rejected.class,
                rejected -> assertThat(rejected.rejection().code()).as(where).isEqualTo(code));
    }

    /** What a rejected move must leave as it was. */
    private static final class Snapshot {
        private final MatchState copy;
        private final List<MatchEvent> events;
        private final List<Move> history;
        private final int toAct;
        private final List<? extends Move> legal;

        Snapshot(MatchState state) {
            this.copy = state.copy();
            this.events = List.copyOf(state.events());
            this.history = List.copyOf(state.history());
            this.toAct = state.toAct();
            this.legal = List.copyOf(state.legalMoves());
        }

        void assertUnchanged(MatchState state, Supplier<String> where) {
            assertThat(state).as(() -> where.get() + ": the state changed").isEqualTo(copy);
            assertThat(state.events()).as(() -> where.get() + ": the events changed").isEqualTo(events);
            assertThat(state.history()).as(() -> where.get() + ": the history changed").isEqualTo(history);
            assertThat(state.toAct()).as(where).isEqualTo(toAct);
            assertThat(state.legalMoves()).as(where).isEqualTo(legal);
        }
    }

    // ---------------------------------------------------------------- replay and copies

    @TestFactory
    @DisplayName("Replaying the recorded moves from seed and options gives an equal state, at any point")
    Stream<DynamicTest> replayGivesEqualState() {
        return perSetup((setup, index) -> {
            for (int m = 0; m < share(replayedMatches()); m++) {
                Run run = new Run(setup, seed(3, index, m));
                SeededRandom when = new SeededRandom(run.seed);
                while (run.step() != null) {
                    if (when.nextInt(8) == 0) {
                        assertReplays(run, run.state.history());
                        assertCopyIsIndependent(run);
                    }
                }
                assertReplays(run, run.state.history());
                List<Move> parsed = run.state.history().stream().map(m2 -> game().parseMove(m2.code())).toList();
                assertReplays(run, parsed);
            }
        });
    }

    private void assertReplays(Run run, List<? extends Move> moves) {
        MatchState original = run.state;
        MatchState replay = game().newMatch(original.options(), original.seatCount(), original.seed());
        for (Move move : moves) {
            Outcome outcome = replay.apply(replay.toAct(), move);
            assertThat(outcome.applied()).as(() -> run.where() + ": replaying " + move.code() + " gave " + outcome)
                    .isTrue();
        }
        assertThat(replay).as(() -> run.where() + ": the replayed state").isEqualTo(original);
        assertThat(replay.hashCode()).as(run::where).isEqualTo(original.hashCode());
        assertThat(replay.events()).as(() -> run.where() + ": the replayed events").isEqualTo(original.events());
        assertThat(replay.legalMoves()).as(run::where).isEqualTo(original.legalMoves());
        assertThat(replay.totals()).as(run::where).isEqualTo(original.totals());
    }

    private static void assertCopyIsIndependent(Run run) {
        MatchState state = run.state;
        if (state.isOver()) {
            return;
        }
        MatchState before = state.copy();
        assertThat(before).as(run::where).isEqualTo(state);
        assertThat(before.hashCode()).as(run::where).isEqualTo(state.hashCode());
        MatchState moved = state.copy();
        List<? extends Move> legal = moved.legalMoves();
        assertThat(moved.apply(moved.toAct(), legal.get(legal.size() - 1)).applied()).as(run::where).isTrue();
        assertThat(state).as(() -> run.where() + ": the original after a move on its copy").isEqualTo(before);
        assertThat(state.events()).as(run::where).isEqualTo(before.events());
        assertThat(moved).as(() -> run.where() + ": a copy after a move equals the original").isNotEqualTo(state);
    }

    // ---------------------------------------------------------------- every field of the state

    /** How many copies of one match have each value of their state changed in turn. */
    private static final int CHANGED_COPIES = 12;

    @TestFactory
    @DisplayName("A copy equals its original and shares nothing mutable with it, and changing any one value"
            + " of the state makes the state unequal")
    Stream<DynamicTest> copiesAndEqualsCoverEveryField() {
        Set<String> changed = new HashSet<>();
        Stream<DynamicTest> perSetup = perSetup((setup, index) -> {
            for (int m = 0; m < share(copiedMatches()); m++) {
                Run run = new Run(setup, seed(9, index, m));
                SeededRandom when = new SeededRandom(run.seed);
                List<MatchState> copies = new ArrayList<>();
                do {
                    if (when.nextInt(4) == 0) {
                        copies.add(checkedCopy(run));
                    }
                    if (when.nextInt(32) == 0 && !run.state.isOver()) {
                        // A stopped match, so the end of a match by a stop gets changed too.
                        MatchState stopped = run.state.copy();
                        stopped.stop(null);
                        copies.add(stopped);
                    }
                } while (run.step() != null);
                copies.add(checkedCopy(run));
                changed.addAll(assertEveryValueCounts(run, copies));
            }
        });
        DynamicTest everyValue = DynamicTest.dynamicTest(game().id() + ": every value was changed somewhere", () -> {
            Setup setup = setups().get(0);
            Class<?> type = game().newMatch(game().resolveOptions(setup.options()), setup.seats(), 1L).getClass();
            List<String> values = StateFields.leaves(type).stream().map(StateFields.Leaf::name).toList();
            assertThat(values).as("the values in the state parts of %s", type.getSimpleName()).isNotEmpty();
            assertThat(changed).as("the values the kit could change along its matches").containsAll(values);
        });
        return Stream.concat(perSetup, Stream.of(everyValue));
    }

    @Test
    @DisplayName("A match's own fields are final settings, state parts with their own equals, or transient caches")
    void matchFieldsAreSettingsOrStateParts() {
        Setup setup = setups().get(0);
        Class<?> type = game().newMatch(game().resolveOptions(setup.options()), setup.seats(), 1L).getClass();
        assertThat(StateFields.strayFields(type)).as("fields of %s and its superclasses that are neither a final"
                + " setting of an immutable type, nor a final StatePart, nor transient", type.getSimpleName())
                .isEmpty();
        assertThat(StateFields.partsWithoutEquality(type)).as("state parts of %s without their own equals and"
                + " hashCode", type.getSimpleName()).isEmpty();
    }

    /** A copy of the match now, checked equal to it, with an equal hash, sharing nothing mutable. */
    private static MatchState checkedCopy(Run run) {
        MatchState copy = run.state.copy();
        assertThat(copy).as(() -> run.where() + ": a copy, differing in " + StateFields.differences(run.state, copy))
                .isEqualTo(run.state);
        assertThat(run.state).as(() -> run.where() + ": the original").isEqualTo(copy);
        assertThat(copy.hashCode()).as(() -> run.where() + ": the hash of a copy").isEqualTo(run.state.hashCode());
        assertThat(StateFields.sharedMutables(run.state, copy))
                .as(() -> run.where() + ": mutable objects a copy shares with its original").isEmpty();
        return copy;
    }

    /**
     * On a few of {@code copies}, changes each value of the state in turn (to a value
     * another copy holds, or a made-up one) and checks the state is then unequal to the
     * unchanged copy; returns the names of the values changed.
     */
    private static Set<String> assertEveryValueCounts(Run run, List<MatchState> copies) {
        Set<String> changed = new HashSet<>();
        List<StateFields.Leaf> leaves = StateFields.leaves(run.state.getClass());
        int step = Math.max(1, copies.size() / CHANGED_COPIES);
        for (int i = 0; i < copies.size(); i += step) {
            MatchState original = copies.get(i);
            List<MatchState> others = new ArrayList<>(copies.subList(i + 1, copies.size()));
            others.addAll(copies.subList(0, i));
            for (StateFields.Leaf leaf : leaves) {
                MatchState changedCopy = original.copy();
                if (StateFields.change(changedCopy, leaf, others)) {
                    assertThat(original.equals(changedCopy)).as(() -> "setup " + run.setup + ", seed " + run.seed
                            + ": the state after " + original.moveCount() + " moves is still equal with "
                            + leaf.name() + " changed").isFalse();
                    changed.add(leaf.name());
                }
            }
        }
        return changed;
    }

    // ---------------------------------------------------------------- moves

    @TestFactory
    @DisplayName("Every legal move has a short ASCII code that parses back, and round-trips through JSON")
    Stream<DynamicTest> movesRoundTrip() {
        return perSetup((setup, index) -> {
            for (int m = 0; m < share(moveCodeMatches()); m++) {
                Run run = new Run(setup, seed(4, index, m));
                do {
                    assertMovesRoundTrip(run);
                } while (run.step() != null);
            }
        });
    }

    private void assertMovesRoundTrip(Run run) throws JsonProcessingException {
        Set<String> codes = new HashSet<>();
        for (Move move : run.state.legalMoves()) {
            String code = move.code();
            Supplier<String> where = () -> run.where() + ": move " + code;
            assertThat(code).as(where).isNotBlank();
            assertThat(StandardCharsets.US_ASCII.newEncoder().canEncode(code)).as(() -> where.get() + " is ASCII")
                    .isTrue();
            assertThat(code.getBytes(StandardCharsets.US_ASCII).length).as(where)
                    .isLessThanOrEqualTo(MAX_MOVE_CODE_BYTES);
            assertThat(codes.add(code)).as(() -> where.get() + " is the code of one legal move only").isTrue();
            assertThat(game().parseMove(code)).as(() -> where.get() + " parsed back").isEqualTo(move);
            String json = Json.mapper().writeValueAsString(move);
            assertThat(Json.mapper().readValue(json, game().moveType())).as(() -> where.get() + " from JSON " + json)
                    .isEqualTo(move);
        }
    }

    // ---------------------------------------------------------------- views

    @TestFactory
    @DisplayName("No view ever shows a card of another seat's hand, and each seat sees its own")
    Stream<DynamicTest> viewsHideOtherHands() {
        return perSetup((setup, index) -> {
            Map<String, Integer> deck = codeCounts(deck(setup));
            for (int m = 0; m < share(viewedMatches()); m++) {
                Run run = new Run(setup, seed(5, index, m));
                do {
                    assertViewsHideOtherHands(run, deck);
                } while (run.step() != null);
            }
        });
    }

    private static void assertViewsHideOtherHands(Run run, Map<String, Integer> deck) {
        MatchState state = run.state;
        List<Map<String, Integer>> hands = new ArrayList<>();
        for (int seat = 0; seat < state.seatCount(); seat++) {
            Map<String, Integer> hand = codeCounts(state.hiddenCards(seat));
            assertThat(deck.keySet()).as(() -> run.where() + ": the deck holds the hidden cards")
                    .containsAll(hand.keySet());
            hands.add(hand);
        }
        for (int seat = 0; seat < state.seatCount(); seat++) {
            int viewer = seat;
            View view = state.view(seat);
            assertThat(view.viewer()).as(run::where).isEqualTo(seat);
            Map<String, Integer> shown = shownCodes(view, deck);
            hands.get(seat).forEach((code, count) -> assertThat(shown.getOrDefault(code, 0))
                    .as(() -> run.where() + ": seat " + viewer + " sees its own " + code).isGreaterThanOrEqualTo(count));
            for (int other = 0; other < state.seatCount(); other++) {
                int holder = other;
                if (other != seat) {
                    assertHidden(shown, hands.get(other), deck,
                            () -> run.where() + ": the view of seat " + viewer + " shows a card of seat " + holder);
                }
            }
        }
        View publicView = state.publicView();
        assertThat(publicView.viewer()).as(run::where).isEqualTo(View.PUBLIC);
        Map<String, Integer> shown = shownCodes(publicView, deck);
        for (Map<String, Integer> hand : hands) {
            assertHidden(shown, hand, deck, () -> run.where() + ": the public view shows a card of a hand");
        }
    }

    /** The cards of {@code hand} take copies of their code that {@code shown} may not show too. */
    private static void assertHidden(Map<String, Integer> shown, Map<String, Integer> hand,
                                     Map<String, Integer> deck, Supplier<String> where) {
        hand.forEach((code, inHand) -> assertThat(shown.getOrDefault(code, 0) + inHand)
                .as(() -> where.get() + ": " + code + " (in hand " + inHand + ", in deck " + deck.get(code) + ")")
                .isLessThanOrEqualTo(deck.get(code)));
    }

    /** How many times each card code of the deck appears as a text value in the view's JSON. */
    private static Map<String, Integer> shownCodes(View view, Map<String, Integer> deck) {
        JsonNode tree = Json.mapper().valueToTree(view);
        Map<String, Integer> shown = new HashMap<>();
        collectCodes(tree, deck, shown);
        return shown;
    }

    private static void collectCodes(JsonNode node, Map<String, Integer> deck, Map<String, Integer> out) {
        if (node.isTextual()) {
            if (deck.containsKey(node.textValue())) {
                out.merge(node.textValue(), 1, Integer::sum);
            }
        } else if (node.isContainerNode()) {
            node.forEach(child -> collectCodes(child, deck, out));
        }
    }

    private static Map<String, Integer> codeCounts(List<? extends Card> cards) {
        Map<String, Integer> counts = new HashMap<>();
        for (Card card : cards) {
            counts.merge(card.code(), 1, Integer::sum);
        }
        return counts;
    }

    // ---------------------------------------------------------------- transcripts

    @TestFactory
    @DisplayName("The transcript of a finished match has the mazziere-transcript/1 shape")
    Stream<DynamicTest> transcriptsHaveTheirShape() {
        return perSetup((setup, index) -> {
            for (int m = 0; m < share(transcriptMatches()); m++) {
                Run run = new Run(setup, seed(6, index, m));
                run.finish();
                MatchState state = run.state;
                JsonNode json = Json.mapper().readTree(Transcript.of(state, names(state)).toJson());
                assertEnvelope(run, json);
                assertThat(json.get("result").has("stopped")).as(run::where).isFalse();
                JsonNode lastScore = null;
                for (JsonNode event : json.get("events")) {
                    if (event.get("type").asText().equals("score")) {
                        lastScore = event;
                    }
                }
                assertThat(lastScore).as(() -> run.where() + ": a score event").isNotNull();
                assertThat(lastScore.get("totals")).as(run::where).isEqualTo(json.get("result").get("totals"));
            }
        });
    }

    @TestFactory
    @DisplayName("A stopped match is over without winners, refuses moves, and its transcript ends with the stop")
    Stream<DynamicTest> stoppedMatches() {
        return perSetup((setup, index) -> {
            for (int m = 0; m < share(transcriptMatches()); m++) {
                Run run = new Run(setup, seed(7, index, m));
                SeededRandom random = new SeededRandom(run.seed);
                int stopAt = random.nextInt(moveBound(setup) / 4 + 1);
                while (run.state.moveCount() < stopAt && run.step() != null) {
                    // play on to the stop
                }
                if (run.state.isOver()) {
                    continue;
                }
                Integer stopper = random.nextInt(3) == 0 ? null : random.nextInt(run.state.seatCount());
                Move someLegal = run.state.legalMoves().get(0);
                int seat = run.state.toAct();
                run.state.stop(stopper);
                MatchState state = run.state;
                assertThat(state.isOver()).as(run::where).isTrue();
                assertThat(state.toAct()).as(run::where).isEqualTo(MatchState.NOBODY);
                assertThat(state.legalMoves()).as(run::where).isEmpty();
                assertThat(state.result()).as(run::where)
                        .isEqualTo(new MatchResult(state.totals(), List.of(), true));
                assertRejected(state.apply(seat, someLegal), Rejection.MATCH_OVER, run::where);
                Snapshot stopped = new Snapshot(state);
                state.stop(0);
                stopped.assertUnchanged(state, () -> run.where() + ", stopped twice");

                JsonNode json = Json.mapper().readTree(Transcript.of(state, names(state)).toJson());
                assertEnvelope(run, json);
                JsonNode events = json.get("events");
                JsonNode last = events.get(events.size() - 1);
                assertThat(last.get("type").asText()).as(run::where).isEqualTo("stop");
                assertThat(last.has("seat")).as(run::where).isTrue();
                assertThat(last.get("seat").isNull() ? null : last.get("seat").asInt()).as(run::where)
                        .isEqualTo(stopper);
                assertThat(json.get("result").get("stopped").asBoolean()).as(run::where).isTrue();
            }
        });
    }

    private void assertEnvelope(Run run, JsonNode json) {
        MatchState state = run.state;
        Supplier<String> where = () -> run.where() + ": transcript " + json;
        List<String> fields = new ArrayList<>();
        json.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).as(where)
                .containsExactly("format", "game", "options", "seed", "seats", "events", "result");
        assertThat(json.get("format").asText()).as(where).isEqualTo(Transcript.FORMAT);
        assertThat(json.get("game").asText()).as(where).isEqualTo(game().id());
        assertThat(json.get("seed").asLong()).as(where).isEqualTo(state.seed());
        for (OptionSpec spec : game().options()) {
            assertThat(json.get("options").has(spec.name())).as(() -> where.get() + " names option " + spec.name())
                    .isTrue();
        }
        Map<String, String> stored = new HashMap<>();
        json.get("options").fields().forEachRemaining(e -> stored.put(e.getKey(), e.getValue().asText()));
        assertThat(game().resolveOptions(stored)).as(() -> where.get() + ": options read back")
                .isEqualTo(state.options());

        JsonNode seats = json.get("seats");
        assertThat(seats.size()).as(where).isEqualTo(state.seatCount());
        for (int seat = 0; seat < state.seatCount(); seat++) {
            assertThat(seats.get(seat).get("seat").asInt()).as(where).isEqualTo(seat);
            assertThat(seats.get(seat).get("name").asText()).as(where).isEqualTo(names(state).get(seat));
            assertThat(seats.get(seat).get("team").asInt()).as(where).isEqualTo(state.teamOf(seat));
        }

        JsonNode events = json.get("events");
        assertThat(events.size()).as(where).isEqualTo(state.events().size());
        assertThat(events.get(0).get("type").asText()).as(() -> where.get() + ": the first event").isEqualTo("deal");
        for (JsonNode event : events) {
            assertThat(event.fieldNames().next()).as(() -> where.get() + ": event " + event + " starts with type")
                    .isEqualTo("type");
            switch (event.get("type").asText()) {
                case "deal" -> {
                    assertThat(event.get("dealer").asInt()).as(where).isBetween(0, state.seatCount() - 1);
                    assertThat(event.get("hands").size()).as(() -> where.get() + ": hands of " + event)
                            .isEqualTo(state.seatCount());
                }
                case "score" -> {
                    assertThat(event.has("hand")).as(where).isTrue();
                    assertThat(event.get("points").size()).as(where).isEqualTo(state.teamCount());
                    assertThat(event.get("totals").size()).as(where).isEqualTo(state.teamCount());
                }
                default -> {
                    // game events: their shape is the game's own tests' business
                }
            }
        }

        JsonNode result = json.get("result");
        List<Integer> totals = new ArrayList<>();
        result.get("totals").forEach(t -> totals.add(t.asInt()));
        List<Integer> winners = new ArrayList<>();
        result.get("winners").forEach(w -> winners.add(w.asInt()));
        assertThat(totals).as(where).isEqualTo(state.result().totals()).hasSize(state.teamCount());
        assertThat(winners).as(where).isEqualTo(state.result().winners());
    }

    private static List<String> names(MatchState state) {
        return IntStream.range(0, state.seatCount()).mapToObj(s -> "Bot " + (s + 1)).toList();
    }

    // ---------------------------------------------------------------- determinism

    @TestFactory
    @DisplayName("The same seeds give the same transcript, and another match seed a different one")
    Stream<DynamicTest> matchesAreDeterministic() {
        return perSetup((setup, index) -> {
            for (int m = 0; m < share(transcriptMatches()); m++) {
                long seed = seed(8, index, m);
                String first = transcript(setup, seed, seed);
                String second = transcript(setup, seed, seed);
                assertThat(second).as("%s, seed %d played twice", setup, seed).isEqualTo(first);
                String other = transcript(setup, seed + 1, seed);
                assertThat(other).as("%s, seeds %d and %d", setup, seed, seed + 1).isNotEqualTo(first);
            }
        });
    }

    private String transcript(Setup setup, long matchSeed, long playerSeed) {
        Run run = new Run(setup, matchSeed, playerSeed);
        run.finish();
        return Transcript.of(run.state, names(run.state)).toJson();
    }

    // ---------------------------------------------------------------- plumbing

    /** The body of a test, run once per setup; the index keeps the setups' seeds apart. */
    @FunctionalInterface
    private interface SetupTest {
        void run(Setup setup, int setupIndex) throws Exception;
    }

    private Stream<DynamicTest> perSetup(SetupTest test) {
        List<Setup> setups = setups();
        return IntStream.range(0, setups.size()).mapToObj(i -> DynamicTest.dynamicTest(
                game().id() + " " + setups.get(i), () -> test.run(setups.get(i), i)));
    }

    /** This setup's share of a number of matches, at least one. */
    private int share(int total) {
        int setups = setups().size();
        return Math.max(1, (total + setups - 1) / setups);
    }

    /** A seed that depends only on the kit's base seed, the test, the setup and the match. */
    private long seed(int test, int setupIndex, int match) {
        return new SeededRandom(baseSeed() ^ ((long) test << 56) ^ ((long) setupIndex << 32) ^ match).nextLong();
    }

    /** A match between the game's computer players, easy and medium mixed, that a test drives. */
    private final class Run {
        private final Setup setup;
        private final long seed;
        private final MatchState state;
        private final List<Player> players;
        private final int bound;

        Run(Setup setup, long seed) {
            this(setup, seed, seed);
        }

        Run(Setup setup, long seed, long playerSeed) {
            this.setup = setup;
            this.seed = seed;
            this.state = game().newMatch(game().resolveOptions(setup.options()), setup.seats(), seed);
            this.bound = moveBound(setup);
            SeededRandom random = new SeededRandom(~playerSeed);
            List<Player> list = new ArrayList<>();
            for (int seat = 0; seat < setup.seats(); seat++) {
                Level level = random.nextInt(2) == 0 ? Level.EASY : Level.MEDIUM;
                list.add(dev.mazziere.ai.Players.of(level, ai(), game().defaultOptions(), random.split()));
            }
            this.players = List.copyOf(list);
        }

        String where() {
            return "setup " + setup + ", seed " + seed + ", after " + state.moveCount() + " moves";
        }

        /** Plays one move of the seat to act and returns it, or null when the match is over. */
        Move step() {
            if (state.isOver()) {
                return null;
            }
            if (state.moveCount() >= bound) {
                fail(where() + ": the match did not end within " + bound + " moves");
            }
            int seat = state.toAct();
            List<? extends Move> legal = state.legalMoves();
            assertThat(legal).as(() -> where() + ": legal moves of a match in progress").isNotEmpty();
            Move chosen = players.get(seat).choose(state.view(seat), legal);
            assertThat(legal.contains(chosen)).as(() -> where() + ": seat " + seat + "'s player chose legal "
                    + chosen.code()).isTrue();
            Outcome outcome = state.apply(seat, chosen);
            assertThat(outcome.applied()).as(() -> where() + ": legal move " + chosen.code() + " by seat " + seat
                    + " gave " + outcome).isTrue();
            return chosen;
        }

        void finish() {
            while (step() != null) {
                // play to the end
            }
        }
    }
}
