package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.UserId;
import dev.mazziere.store.SeatRecord;
import dev.mazziere.store.TableChange;
import dev.mazziere.store.TableCreation;
import dev.mazziere.store.TableRecord;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.flow.TableOptions;
import dev.mazziere.table.record.SeatSnapshot;
import dev.mazziere.table.record.TableRows;
import dev.mazziere.text.Lang;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Who runs a table when its owner leaves, and a table left to computer players")
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
    @DisplayName("a lobby its last person leaves, with only computer players left, closes and frees the chat")
    void onlyComputersLeft() {
        chat.say("anna", "/scopa", "/addbot", "/leave");

        assertThat(chat.lastChat()).isEqualTo("anna leaves: only computer players are left, the table is closed.");
        assertThat(chat.tables.table(chat.group)).isEmpty();
        assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("❌ Table closed.");
        chat.say("bea", "/scopa");
        assertThat(chat.record().owner().id()).isEqualTo("bea");
    }

    @Test
    @DisplayName("a lobby stored without its owner seated (by an earlier version) is run by the first person who "
            + "sits down: they can start it and stop it")
    void ownerlessLobby() {
        // given a lobby whose owner left it to a computer player, as an earlier version kept it
        TableRecord row = ((TableCreation.Created) chat.store.createTable(TableRows.newTable(chat.group, "scopa",
                Map.of(), TableOptions.DEFAULTS, new UserId(TestChat.PLATFORM, "ghost"), "ghost", Lang.EN, false)))
                .table();
        chat.store.commit(TableChange.on(row).withRow(row.withSeats(List.of(SeatRecord.computer(0, "🤖 Mario", "medium"))),
                true));
        TestChat later = chat.restarted();

        // when anna sits down and starts
        later.say("anna", "/join");
        assertThat(later.lastConfirm("anna")).isEqualTo("anna sits down (2).\n👑 anna runs the table now: start, stop and options.");
        later.say("anna", "/start");

        // then she runs it
        assertThat(later.record().phase()).isEqualTo(Phase.PLAYING);
        later.say("anna", "/stop");
        assertThat(later.tables.table(later.group)).isEmpty();
    }

    @Test
    @DisplayName("during the match a player who comes back runs the table when its owner has left it too")
    void ownerBackFromAway() {
        // the computer takes a second to move: the match waits while nobody plays
        TestChat slow = new TestChat(11, Duration.ofSeconds(1));
        slow.open("/scopa", "anna", "carlo");
        slow.say("anna", "/start");
        slow.say("anna", "/leave");
        assertThat(slow.lastChat()).contains("carlo runs the table now");
        slow.say("carlo", "/leave");

        slow.say("anna", "/join");

        assertThat(slow.lastChat()).isEqualTo("Welcome back, anna! Your seat is yours again.\n"
                + "👑 anna runs the table now: start, stop and options.");
        slow.say("anna", "/stop");
        assertThat(slow.tables.table(slow.group)).isEmpty();
    }

    @Test
    @DisplayName("an owner who leaves a started match to computer players keeps the rights: to watch them play, or to stop")
    void ownerLeavesComputersTheMatch() {
        TestChat slow = new TestChat(11, Duration.ofSeconds(1));
        slow.say("anna", "/scopa", "/addbot", "/start", "/leave");

        slow.say("carlo", "/stop");
        assertThat(slow.lastChat()).isEqualTo("Only anna (who runs this table) or a chat admin can do that.");
        slow.say("anna", "/stop");
        assertThat(slow.tables.table(slow.group)).isEmpty();
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
