package dev.mazziere.app;

import dev.mazziere.picture.SceneRenderer;
import dev.mazziere.text.Lang;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code render}: writes a sample table and hand of every game as PNG files, named after
 * the game ({@code scopa-table.png}, {@code scopa-hand.png}, ...), so a person can look at
 * the card pictures.
 */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = "Write a sample table and hand picture of every game as PNG files.")
final class RenderCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Folder to write the PNG files to.")
    Path out;

    @Option(names = "--lang", defaultValue = "en", description = "Language of the pictures' words: en or it (default ${DEFAULT-VALUE}).")
    String lang;

    @Override
    public Integer call() throws IOException {
        Lang language = Lang.parse(lang).orElseThrow(
                () -> new ParameterException(spec.commandLine(), "--lang is en or it, not '" + lang + "'"));
        Files.createDirectories(out);
        SceneRenderer renderer = new SceneRenderer();
        PrintWriter said = spec.commandLine().getOut();
        for (PictureSamples.Sample sample : PictureSamples.all(language)) {
            byte[] png = renderer.png(sample.scene());
            Path file = out.resolve(sample.fileName());
            Files.write(file, png);
            said.printf("%s (%,d bytes)%n", file, png.length);
        }
        said.flush();
        return 0;
    }
}
