package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.MessageRef;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("A player who does not play: the table goes on without waiting")
class AbsentPlayerTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    private int moves() {
        return chat.record().moves().size();
    }

    /** The one of {@code players} whose turn it is. */
    private String toAct(List<String> players) {
        String mover = chat.toAct(players);
        assertThat(mover).as("someone of %s has move buttons", players).isNotNull();
        return mover;
    }

    /** Plays first moves until the player to act is not {@code user}; returns who acts then. */
    private String untilNot(String user, List<String> players) {
        while (toAct(players).equals(user)) {
            MessageRef p = chat.prompt(user);
            chat.press(user, chat.now(p).buttons().get(0), p);
        }
        return toAct(players);
    }

    @Nested
    @DisplayName("/skip: the computer plays the waiting turn now")
    class Skip {

        @Test
        @DisplayName("the owner's /skip has the computer play the turn at once, and the absent player reads why")
        void owner() {
            List<String> players = List.of("anna", "carlo", "bea");
            chat.open("/scopa", "anna", "carlo", "bea");
            chat.say("anna", "/start");
            String absent = untilNot("anna", players);
            MessageRef prompt = chat.prompt(absent);
            int before = moves();

            chat.say("anna", "/skip");

            assertThat(moves()).isEqualTo(before + 1);
            assertThat(chat.lastChat()).isEqualTo("⏭️ The computer plays for " + absent + " this turn.");
            assertThat(chat.tableNow().text()).contains("▶️ ⏭️ " + absent);
            assertThat(chat.now(prompt).text()).startsWith("⏭️ The table did not wait: the computer played ");
            assertThat(chat.now(prompt).buttons()).isEmpty();
            assertThat(chat.record().seats().get(chat.seatOf(absent)).missed()).isEqualTo(1);
        }

        @Test
        @DisplayName("a player's /skip is a vote with a ⏭️ button; a majority of the other players has the computer play; "
                + "the votes survive a restart, a second vote of the same player and a spectator's count for nothing")
        void votes() {
            List<String> players = List.of("anna", "carlo", "bea", "dino");
            chat.open("/scopa", "anna", "carlo", "bea", "dino");
            chat.say("anna", "/start");
            String absent = untilNot("anna", players);
            List<String> voters = players.stream().filter(p -> !p.equals("anna") && !p.equals(absent)).toList();
            int before = moves();

            chat.say(voters.get(0), "/skip");
            MessageRef ballot = chat.log.get(chat.log.size() - 1).ref();
            assertThat(chat.now(ballot).text())
                    .isEqualTo("🗳️ Have the computer play " + absent + "'s turn now? Votes: 1 of 2. Press ⏭️ to add yours.");
            Button skip = chat.button(ballot, "k:");
            assertThat(skip.label()).isEqualTo("⏭️ Computer plays for " + absent);
            chat.press(voters.get(0), skip, ballot);
            assertThat(chat.lastPopup(voters.get(0))).isEqualTo("You asked already. Votes: 1 of 2.");
            chat.press("eva", skip, ballot);
            assertThat(chat.lastPopup("eva")).startsWith("Only the players at this table, anna (who runs it)");
            chat.press(absent, skip, ballot);
            assertThat(chat.lastPopup(absent)).startsWith("It is your turn: play it!");

            TestChat later = chat.restarted();
            assertThat(later.record().moves()).hasSize(before);
            later.press(voters.get(1), skip, ballot);

            assertThat(later.record().moves()).hasSize(before + 1);
            later.press(voters.get(1), skip, ballot);
            assertThat(later.lastPopup(voters.get(1))).isEqualTo("This button is from an earlier turn.");
        }

        @Test
        @DisplayName("the answer to /nudge carries the ⏭️ button, for this turn")
        void fromTheNudge() {
            List<String> players = List.of("anna", "carlo");
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            String absent = untilNot("anna", players);
            int before = moves();

            chat.say("anna", "/nudge");
            MessageRef answer = chat.log.get(chat.log.size() - 1).ref();
            assertThat(chat.now(answer).text()).isEqualTo("👋 " + absent + " got a private reminder.");
            chat.press("anna", chat.button(answer, "k:"), answer);

            assertThat(moves()).isEqualTo(before + 1);
        }

        @Test
        @DisplayName("nothing to skip: no match, the computer's turn, one's own turn; Italian /salta")
        void refusals() {
            chat.say("anna", "/skip");
            assertThat(chat.lastChat()).startsWith("No table here. Open one with /scopa");
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/salta");
            assertThat(chat.lastChat()).isEqualTo("No match is being played here.");
            chat.say("anna", "/start");
            String mover = toAct(List.of("anna", "carlo"));
            chat.say(mover, "/skip");
            assertThat(chat.lastChat()).startsWith("It is your turn: play it!");
            assertThat(moves()).isZero();
        }
    }

    @Nested
    @DisplayName("/remove: the owner takes a player off the table")
    class Remove {

        @Test
        @DisplayName("in the lobby the owner removes a player or a computer player by the name the lobby shows; "
                + "nobody else may, and a name nobody has is answered with the names there are")
        void lobby() {
            chat.open("/scopa", "anna", "carlo", "bea");
            chat.say("anna", "/addbot");
            MessageRef lobby = chat.record().lobbyMessage();

            chat.say("carlo", "/remove bea");
            assertThat(chat.lastChat()).contains("Only anna");
            chat.say("anna", "/remove Bea");
            assertThat(chat.lastChat()).isEqualTo("anna removed bea from the table.");
            chat.say("anna", "/togli mario");
            assertThat(chat.now(lobby).text()).contains("Players (2, needs 2-4): anna, carlo");
            chat.say("anna", "/remove zed");
            assertThat(chat.lastChat()).isEqualTo("Nobody here is called \"zed\". At the table: anna, carlo");
            chat.say("anna", "/remove");
            assertThat(chat.lastChat()).isEqualTo("Usage: /remove name. At the table: anna, carlo");
            chat.say("anna", "/remove anna");
            assertThat(chat.lastChat()).isEqualTo("To leave the table yourself: /leave.");

            chat.say("anna", "/addbot");
            chat.say("anna", "/addbot");
            assertThat(chat.now(lobby).text()).contains("🤖 Mario (medium), 🤖 Lucia (medium)");
        }

        @Test
        @DisplayName("during the match a removed player's seat is the computer's, at once when it is their turn, "
                + "until they /join again")
        void match() {
            List<String> players = List.of("anna", "carlo");
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            untilNot("anna", players);
            int before = moves();

            chat.say("anna", "/remove carlo");

            assertThat(chat.lastChat()).isEqualTo("anna removed carlo from the table: the computer plays for them. "
                    + "/join to come back.");
            assertThat(chat.record().seats().get(chat.seatOf("carlo")).away()).isTrue();
            assertThat(moves()).isGreaterThan(before);
            chat.say("anna", "/remove carlo");
            assertThat(chat.lastChat()).isEqualTo("The computer plays for carlo already.");
            chat.say("carlo", "/join");
            assertThat(chat.lastChat()).startsWith("Welcome back, carlo");
        }
    }

    @Nested
    @DisplayName("/option during the match: pace and turnTimeout, from the next turn")
    class OptionMidMatch {

        @Test
        @DisplayName("a longer turnTimeout leaves the running turn its deadline and gives the next turns the new one")
        void longerLimit() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");

            chat.say("anna", "/option turnTimeout 5m");
            assertThat(chat.lastChat()).isEqualTo("⚙️ turnTimeout = 5m, from the next turn.");

            chat.time.advance(Duration.ofMinutes(2));
            assertThat(moves()).as("the running turn kept its 2 minutes").isEqualTo(1);
            chat.time.advance(Duration.ofMinutes(4));
            assertThat(moves()).as("the next turn has 5 minutes").isEqualTo(1);
            chat.time.advance(Duration.ofMinutes(1));
            assertThat(moves()).isEqualTo(2);
        }

        @Test
        @DisplayName("in Italian the pace changes too; the other options stay as they are, with a clear answer; "
                + "only the owner changes them")
        void otherOptions() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");

            chat.say("anna", "/option target 21");
            assertThat(chat.lastChat()).isEqualTo("During the match only pace and turnTimeout can change; "
                    + "the other options are set before the start.");
            assertThat(chat.record().options()).containsEntry("target", "11");
            chat.say("carlo", "/option pace async");
            assertThat(chat.lastChat()).contains("Only anna");
            chat.say("anna", "/opzione ritmo differita");
            assertThat(chat.record().tableOptions()).containsEntry("pace", "async");
            assertThat(chat.tableNow().text()).contains("⏳ Waiting for");
        }
    }
}
