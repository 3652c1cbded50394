package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.record.SeatSnapshot;
import dev.mazziere.table.record.TableSnapshot;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A rematch: the same players play again with one press")
class RematchTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    /**
     * anna opens a Scopa to 16 in join order (anna, carlo, 🤖 Mario), and anna and carlo
     * play it out; returns the table message as the match left it.
     */
    private MessageRef playedOut(TestChat chat) {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/addbot", "/option shuffleSeats off", "/option target 16", "/start");
        chat.playOut(List.of("anna", "carlo"), 2000);
        assertThat(chat.tables.table(chat.group)).as("the match is over").isEmpty();
        return chat.lastMessage(chat.group.id(), "🏁 Match over");
    }

    private String lobbyText(TestChat chat) {
        return chat.now(chat.record().lobbyMessage()).text();
    }

    @Test
    @DisplayName("the played-out table offers 🔁 Rematch; the first to press opens a lobby with the same options and "
            + "computer players, seats rotated by one, and runs it; whoever presses next sits down in their place")
    void rematch() {
        MessageRef end = playedOut(chat);
        String oldTable = chat.button(end, "r:").payload().substring(2);
        Button rematch = chat.button(end, "r:");
        assertThat(rematch.label()).isEqualTo("🔁 Rematch");

        chat.press("carlo", rematch, end);

        TableSnapshot lobby = chat.record();
        assertThat(lobby.id()).isNotEqualTo(oldTable);
        assertThat(lobby.phase()).isEqualTo(Phase.LOBBY);
        assertThat(lobby.owner().id()).isEqualTo("carlo");
        assertThat(lobby.options()).containsEntry("target", "16");
        assertThat(lobby.tableOptions()).containsEntry("shuffleSeats", "off");
        assertThat(lobbyText(chat)).contains("Players (2, needs 2-4): carlo, 🤖 Mario (medium)")
                .contains("🔁 Rematch: the last match's players sit down").contains("Start: carlo");

        chat.press("anna", rematch, end);
        chat.press("anna", rematch, end);

        assertThat(chat.lastPopup("anna")).isEqualTo("You already have a seat.");
        assertThat(lobbyText(chat)).contains("carlo, 🤖 Mario (medium), anna");
        chat.say("anna", "/start");
        assertThat(chat.lastChat()).contains("Only carlo");
        chat.say("carlo", "/start");
        assertThat(chat.record().phase()).isEqualTo(Phase.PLAYING);
        assertThat(chat.record().seats()).extracting(SeatSnapshot::name).containsExactly("carlo", "🤖 Mario", "anna");
    }

    @Test
    @DisplayName("in Italian the button is 🔁 Rivincita")
    void italian() {
        chat.locale("anna", Locale.ITALIAN);
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");
        chat.playOut(List.of("anna", "carlo"), 2000);

        MessageRef end = chat.lastMessage(chat.group.id(), "🏁 Partita finita");
        assertThat(chat.button(end, "r:").label()).isEqualTo("🔁 Rivincita");
    }

    @Test
    @DisplayName("the button and the rematch's seat order survive a restart: they are the store's")
    void afterRestart() {
        MessageRef end = playedOut(chat);
        Button rematch = chat.button(end, "r:");

        TestChat later = chat.restarted();
        later.press("carlo", rematch, end);
        TestChat again = later.restarted();
        again.press("anna", rematch, end);

        assertThat(again.record().seats()).extracting(SeatSnapshot::name).containsExactly("carlo", "🤖 Mario", "anna");
        assertThat(again.record().owner().id()).isEqualTo("carlo");
    }

    @Test
    @DisplayName("a press once the rematch has started, while another table is open, or on an older match's "
            + "message is answered in a line and changes nothing; a stopped match offers no rematch")
    void stalePresses() {
        MessageRef end = playedOut(chat);
        Button rematch = chat.button(end, "r:");
        chat.press("carlo", rematch, end);
        chat.press("anna", rematch, end);
        chat.say("carlo", "/start");

        chat.press("bea", rematch, end);
        assertThat(chat.lastPopup("bea")).isEqualTo("Too late for this rematch: another table is open here (/table shows it).");
        assertThat(chat.record().seats()).extracting(SeatSnapshot::name).doesNotContain("bea");

        chat.say("carlo", "/stop");
        assertThat(chat.now(chat.lastMessage(chat.group.id(), "⏹️ Match stopped.")).buttons()).isEmpty();
        chat.press("anna", rematch, end);
        assertThat(chat.lastPopup("anna")).isEqualTo("This button is from an older match.");
        assertThat(chat.tables.table(chat.group)).isEmpty();

        chat.say("bea", "/scopa");
        chat.press("anna", rematch, end);
        assertThat(chat.lastPopup("anna")).startsWith("Too late for this rematch");
        assertThat(chat.record().seats()).extracting(SeatSnapshot::name).containsExactly("bea");
    }

    @Test
    @DisplayName("a solo table's rematch is a solo lobby again, in the same private chat")
    void solo() {
        chat.sayPrivately("anna", "/scopa");
        chat.sayPrivately("anna", "/start");
        chat.playOut(List.of("anna"), 2000);
        MessageRef end = chat.lastMessage("dm-anna", "🏁 Match over");

        chat.press("anna", chat.button(end, "r:"), end);

        MessageRef lobby = chat.lastMessage("dm-anna", "table opened by anna");
        assertThat(chat.now(lobby).text()).contains("Players (2, needs 2-4): ").contains("anna")
                .contains("🤖 Mario (medium)").doesNotContain("🔁 Rematch:");
        assertThat(chat.now(lobby).buttons()).extracting(b -> b.payload().substring(0, 2)).containsExactly("b:", "s:");
    }
}
