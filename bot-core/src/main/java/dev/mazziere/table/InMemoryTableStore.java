package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.text.Lang;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** A {@link TableStore} that forgets everything when the process ends. Thread-safe. */
public final class InMemoryTableStore implements TableStore {

    private final Map<String, TableRecord> tables = new ConcurrentHashMap<>();
    private final Map<ChatId, Lang> languages = new ConcurrentHashMap<>();

    @Override
    public void save(TableRecord table) {
        tables.put(table.id(), table);
    }

    @Override
    public void remove(String tableId) {
        tables.remove(tableId);
    }

    @Override
    public List<TableRecord> open() {
        return tables.values().stream().filter(t -> t.phase() != Phase.FINISHED).toList();
    }

    @Override
    public Optional<Lang> language(ChatId chat) {
        return Optional.ofNullable(languages.get(chat));
    }

    @Override
    public void language(ChatId chat, Lang lang) {
        languages.put(chat, lang);
    }
}
