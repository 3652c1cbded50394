package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Who runs a table when its owner leaves")
class TableRightsTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    @Test
    @DisplayName("an owner leaving the lobby passes it to the next seated player, who may then start it")
    void ownerLeavesTheLobby() {
        chat.open("/scopa", "anna", "carlo", "bea");

        chat.say("anna", "/leave");

        assertThat(chat.lastConfirm("anna")).isEqualTo("anna leaves the table.\n👑 carlo runs the table now: start, stop and options.");
        assertThat(chat.record().owner().id()).isEqualTo("carlo");
        assertThat(chat.now(chat.chatMessage("table opened by anna")).text()).contains("Start: carlo");
        chat.say("anna", "/start");
        assertThat(chat.lastChat()).isEqualTo("Only carlo (who runs this table) or a chat admin can do that.");
        chat.say("carlo", "/start");
        assertThat(chat.record().phase()).isEqualTo(Phase.PLAYING);
    }

    @Test
    @DisplayName("a lobby its last player leaves closes, so the chat can open another table")
    void emptyLobbyCloses() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("carlo", "/leave");

        chat.say("anna", "/leave");

        assertThat(chat.lastChat()).isEqualTo("anna leaves: nobody is left, the table is closed.");
        assertThat(chat.tables.table(chat.group)).isEmpty();
        assertThat(chat.now(chat.chatMessage("table opened by anna")).text()).endsWith("❌ Table closed.");
        chat.say("bea", "/traversone");
        assertThat(chat.tables.table(chat.group)).isPresent();
    }

    @Test
    @DisplayName("an owner who leaves only computer players keeps the rights: to watch them play, or to stop")
    void ownerLeavesComputers() {
        chat.open("/scopa", "anna");
        chat.say("anna", "/addbot", "/addbot");

        chat.say("anna", "/leave");
        chat.say("carlo", "/start");
        String refused = chat.lastChat();
        chat.say("anna", "/start");

        assertThat(refused).isEqualTo("Only anna (who runs this table) or a chat admin can do that.");
        assertThat(chat.lastShown()).as("the computers played it out").contains("🏁 Match over!");
    }

    @Test
    @DisplayName("an owner leaving mid-match passes the rights on: the next player can stop the match")
    void ownerLeavesTheMatch() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");

        chat.say("anna", "/leave");

        assertThat(chat.lastChat()).isEqualTo("anna leaves: the computer plays for them. /join to come back.\n"
                + "👑 carlo runs the table now: start, stop and options.");
        chat.say("carlo", "/stop");
        assertThat(chat.tables.table(chat.group)).isEmpty();
        assertThat(chat.chatTexts()).anyMatch(t -> t.startsWith("⏹️ Match stopped by carlo."));
    }

    @Test
    @DisplayName("a player who is not the owner leaves without taking the rights with them")
    void othersLeaveAlone() {
        chat.open("/scopa", "anna", "carlo", "bea");

        chat.say("carlo", "/leave");

        assertThat(chat.lastConfirm("carlo")).isEqualTo("carlo leaves the table.");
        assertThat(chat.record().owner().id()).isEqualTo("anna");
        assertThat(chat.record().seats()).extracting(SeatSnapshot::name).containsExactly("anna", "bea");
    }

    @Test
    @DisplayName("the owner passed on survives a restart")
    void passedOwnerIsStored() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/leave");

        TestChat after = chat.restarted();

        assertThat(after.record().owner().id()).isEqualTo("carlo");
        assertThat(after.record().ownerName()).isEqualTo("carlo");
        assertThat(after.record().openerName()).isEqualTo("anna");
        assertThat(List.of(after.record().seats().get(0).name())).containsExactly("carlo");
    }
}
