import { Moon, Sun } from "lucide-react";
import { msg } from "../../domain/messages";
import { Button } from "../ui/button";
import { useTheme } from "./theme-store";

export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const dark = theme === "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={msg.themeToggle}
      aria-pressed={dark}
      data-theme={theme}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      {dark ? (
        <Sun className="h-5 w-5" aria-hidden="true" />
      ) : (
        <Moon className="h-5 w-5" aria-hidden="true" />
      )}
    </Button>
  );
}
