module.exports = "";
