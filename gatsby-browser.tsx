import "./src/styles/global-styles";
